import { DomainError } from '@overlap/platform';
import { READER_MESSAGES } from '../reader.errors';
import { ReadingQueue } from './on-device-reader.service';

/** A task that finishes when told to, counting how many run at once. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

describe('the on-device reader’s queue', () => {
  it('runs as many readings at once as configured, lets the queue wait, and refuses one more with a 503 that says why', async () => {
    const queue = new ReadingQueue({ concurrency: 2, queueLimit: 1 });
    let running = 0;
    let most = 0;
    const gates = [gate(), gate(), gate()];
    const task = (g: ReturnType<typeof gate>) => async () => {
      running++;
      most = Math.max(most, running);
      await g.done;
      running--;
      return 'read';
    };
    const readings = gates.map((g) => queue.run(task(g)));
    // Two run, one waits: the fourth finds the queue full.
    await expect(queue.run(async () => 'read')).rejects.toEqual(new DomainError(503, READER_MESSAGES.busy, 'reader_busy'));
    gates.forEach((g) => g.open());
    await expect(Promise.all(readings)).resolves.toEqual(['read', 'read', 'read']);
    expect(most).toBe(2);
    // Once drained, readings are taken again.
    await expect(queue.run(async () => 'again')).resolves.toBe('again');
  });

  it('gives the turn on when a reading fails', async () => {
    const queue = new ReadingQueue({ concurrency: 1, queueLimit: 1 });
    const failing = queue.run(async () => {
      throw new Error('unreadable');
    });
    const next = queue.run(async () => 'read');
    await expect(failing).rejects.toThrow('unreadable');
    await expect(next).resolves.toBe('read');
  });
});
