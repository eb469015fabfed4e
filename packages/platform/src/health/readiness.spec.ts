import type { HealthCheck } from './health-check';
import { Readiness } from './readiness';

describe('readiness', () => {
  /** A check whose answer the test switches. */
  const switchable = (name: string, role?: HealthCheck['role']) => {
    const state = { up: true, calls: 0 };
    const check: HealthCheck = {
      name,
      role,
      check: async () => {
        state.calls++;
        if (!state.up) throw new Error(`${name} is down`);
      },
    };
    return { check, state };
  };

  it('is unavailable while a required check (the database) is down', async () => {
    const db = switchable('postgres');
    const readiness = new Readiness(() => [db.check]);
    expect(await readiness.evaluate()).toMatchObject({ ready: true, status: 'ok' });
    db.state.up = false;
    expect(await readiness.evaluate()).toEqual({
      ready: false,
      status: 'unavailable',
      checks: [{ name: 'postgres', role: 'required', status: 'down', error: 'postgres is down' }],
    });
  });

  it('stays ready and reports degraded while a reported check (Kafka) is down', async () => {
    const db = switchable('postgres');
    const kafka = switchable('kafka', 'reported');
    kafka.state.up = false;
    const report = await new Readiness(() => [db.check, kafka.check]).evaluate();
    expect(report).toEqual({
      ready: true,
      status: 'degraded',
      checks: [
        { name: 'postgres', role: 'required', status: 'up' },
        { name: 'kafka', role: 'reported', status: 'down', error: 'kafka is down' },
      ],
    });
  });

  it('waits for a start-up check once, then only reports it', async () => {
    const revocations = switchable('session-revocations', 'startup');
    revocations.state.up = false;
    const readiness = new Readiness(() => [revocations.check]);
    expect(await readiness.evaluate()).toMatchObject({ ready: false, status: 'unavailable' });
    revocations.state.up = true;
    expect(await readiness.evaluate()).toMatchObject({ ready: true, status: 'ok' });
    revocations.state.up = false;
    expect(await readiness.evaluate()).toMatchObject({ ready: true, status: 'degraded', checks: [{ name: 'session-revocations', status: 'down' }] });
  });

  it('answers within its timeout when a check hangs, and does not start it again while it runs', async () => {
    let calls = 0;
    const hanging: HealthCheck = { name: 'kafka', role: 'reported', check: () => (calls++, new Promise<void>(() => undefined)) };
    const db = switchable('postgres');
    const readiness = new Readiness(() => [db.check, hanging], 50);
    const started = Date.now();
    const first = await readiness.evaluate();
    const second = await readiness.evaluate();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(first).toMatchObject({ ready: true, status: 'degraded', checks: [{ status: 'up' }, { name: 'kafka', status: 'down', error: 'timed out' }] });
    expect(second.ready).toBe(true);
    expect(calls).toBe(1);
    expect(db.state.calls).toBe(2);
  });

  it('fails a required check that hangs past the timeout', async () => {
    const hanging: HealthCheck = { name: 'postgres', check: () => new Promise<void>(() => undefined) };
    expect(await new Readiness(() => [hanging], 20).evaluate()).toMatchObject({ ready: false, checks: [{ error: 'timed out' }] });
  });
});
