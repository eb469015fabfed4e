import pino from 'pino';
import { RelayLoop } from './relay-loop';

describe('relay loop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const loopWith = (publishBatch: () => Promise<number>) =>
    new RelayLoop({ name: 'test relay', publishBatch, batchSize: 2, pollMs: 5_000, maxBackoffMs: 1_000, logger: pino({ level: 'silent' }) });

  it('drains full batches in one pass, then waits for the poll', async () => {
    const sizes = [2, 2, 1, 0];
    const publish = jest.fn(async () => sizes.shift() ?? 0);
    const loop = loopWith(publish);
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(publish).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(publish).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(publish).toHaveBeenCalledTimes(4);
    await loop.stop();
  });

  it('backs off after failures, doubling up to the bound, and polls again after a success', async () => {
    let failing = true;
    const publish = jest.fn(async () => {
      if (failing) throw new Error('broker down');
      return 0;
    });
    const loop = loopWith(publish);
    loop.start();
    const callsAfter = async (ms: number) => {
      await jest.advanceTimersByTimeAsync(ms);
      return publish.mock.calls.length;
    };
    expect(await callsAfter(0)).toBe(1);
    expect(await callsAfter(500)).toBe(2); // 250 * 2^1
    expect(await callsAfter(999)).toBe(2);
    expect(await callsAfter(1)).toBe(3); // 250 * 2^2
    expect(await callsAfter(1_000)).toBe(4); // 250 * 2^3 capped at 1,000
    failing = false;
    expect(await callsAfter(1_000)).toBe(5);
    expect(await callsAfter(4_999)).toBe(5);
    expect(await callsAfter(1)).toBe(6);
    await loop.stop();
  });

  it('runs one more pass when kicked during a pass, and none after stop', async () => {
    let release: () => void = () => undefined;
    const publish = jest.fn(() => new Promise<number>((resolve) => (release = () => resolve(0))));
    const loop = loopWith(publish);
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    const joined = loop.kick();
    release();
    await joined;
    await jest.advanceTimersByTimeAsync(0);
    expect(publish).toHaveBeenCalledTimes(2);
    release();
    await loop.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(publish).toHaveBeenCalledTimes(2);
    expect(loop.isRunning).toBe(false);
    await expect(loop.kick()).resolves.toBeUndefined();
  });
});
