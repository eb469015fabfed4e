import pino from 'pino';
import { PeriodicJob } from './periodic-job';

/** A pass that waits until the test lets it end, and records the clock it was given. */
function gatedPass() {
  const seen: Date[] = [];
  let open: () => void = () => undefined;
  const pass = jest.fn(async (now: Date) => {
    seen.push(now);
    await new Promise<void>((resolve) => (open = resolve));
    return seen.length;
  });
  return { pass, seen, finish: () => open() };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('PeriodicJob', () => {
  it('runs one pass at a time: a run while one runs joins it, with its answer', async () => {
    const { pass, finish } = gatedPass();
    const job = new PeriodicJob({ name: 'sweep', everyMs: 60_000, pass, logger: pino({ level: 'silent' }) });
    const at = new Date('2027-01-20T10:00:00Z');
    const first = job.run(at);
    const second = job.run(new Date());
    await settle();
    finish();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(pass.mock.calls).toEqual([[at]]);
  });

  it('a kick while a pass runs runs one more right after it, however many kicks came', async () => {
    const { pass, finish } = gatedPass();
    const job = new PeriodicJob({ name: 'sweep', everyMs: 60_000, pass, logger: pino({ level: 'silent' }) });
    job.kick();
    job.kick();
    job.kick();
    await settle();
    finish();
    await settle();
    expect(pass).toHaveBeenCalledTimes(2);
    finish();
    await settle();
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('logs a failed kicked pass under its name and runs the next one', async () => {
    const errors: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line).msg) });
    const pass = jest.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce(3);
    const job = new PeriodicJob({ name: 'trial reminder sweep', everyMs: 60_000, pass, logger });
    job.kick();
    await settle();
    expect(errors).toEqual(['trial reminder sweep failed']);
    expect(await job.run()).toBe(3);
  });

  it('a run rejects with its failure, for the caller to see', async () => {
    const job = new PeriodicJob({ name: 'sweep', everyMs: 60_000, pass: () => Promise.reject(new Error('db down')), logger: pino({ level: 'silent' }) });
    await expect(job.run()).rejects.toThrow('db down');
  });

  it('stop waits for the running pass, and no kick starts one after it', async () => {
    const { pass, finish } = gatedPass();
    const job = new PeriodicJob({ name: 'sweep', everyMs: 60_000, pass, logger: pino({ level: 'silent' }) });
    job.start();
    job.kick();
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    job.kick();
    await settle();
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('the timer runs a pass every everyMs', async () => {
    jest.useFakeTimers();
    try {
      const pass = jest.fn(async () => 0);
      const job = new PeriodicJob({ name: 'sweep', everyMs: 1_000, pass, logger: pino({ level: 'silent' }) });
      job.start();
      await jest.advanceTimersByTimeAsync(3_000);
      await job.stop();
      expect(pass).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
