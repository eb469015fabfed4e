import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { ReadingPool } from './reading-pool.client';

/**
 * A stand-in reading thread (plain JavaScript, evaluated): it counts the readings it is given in
 * `shared[0]`, waits until `shared[1]` is set, and answers each with an empty page that names its
 * thread, or fails the reading when the language is 'fail', or dies when it is 'die'.
 */
const STAND_IN = `
const { parentPort, workerData, threadId } = require('node:worker_threads');
const shared = new Int32Array(workerData);
parentPort.on('message', ({ id, language }) => {
  Atomics.add(shared, 0, 1);
  Atomics.wait(shared, 1, 0);
  if (language === 'die') throw new Error('thread died');
  if (language === 'fail') parentPort.postMessage({ id, error: 'unreadable' });
  else parentPort.postMessage({ id, page: { classes: [], weekOf: String(threadId) } });
});`;

function standIns(open = false) {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  if (open) shared[1] = 1;
  let spawned = 0;
  const spawn = () => {
    spawned++;
    return new Worker(STAND_IN, { eval: true, workerData: shared.buffer });
  };
  const release = () => {
    Atomics.store(shared, 1, 1);
    Atomics.notify(shared, 1);
  };
  return { shared, spawn, release, spawned: () => spawned };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const image = Buffer.from('image');

describe('the reading pool', () => {
  let pool: ReadingPool | undefined;
  afterEach(() => pool?.close());

  it('reads on at most its size of threads at once, the others waiting their turn in order', async () => {
    const threads = standIns();
    pool = new ReadingPool(2, threads.spawn);
    const readings = Array.from({ length: 5 }, () => pool!.read(image, 'en'));
    while (Atomics.load(threads.shared, 0) < 2) await turn();
    for (let i = 0; i < 20; i++) await turn();
    // Two readings started, on two threads; three wait.
    expect(Atomics.load(threads.shared, 0)).toBe(2);
    expect(threads.spawned()).toBe(2);
    threads.release();
    const pages = await Promise.all(readings);
    expect(pages).toHaveLength(5);
    expect(new Set(pages.map((p) => p.weekOf)).size).toBe(2);
    expect(Atomics.load(threads.shared, 0)).toBe(5);
  });

  it('keeps the event loop answering while a thread reads', async () => {
    // The thread waits for a callback of this event loop: were the reading on the loop, it would never end.
    const threads = standIns();
    pool = new ReadingPool(1, threads.spawn);
    let answered = false;
    const reading = pool.read(image, 'en');
    setImmediate(() => {
      answered = true;
      threads.release();
    });
    await expect(reading).resolves.toEqual(expect.objectContaining({ classes: [] }));
    expect(answered).toBe(true);
  });

  it('fails a reading the thread could not read with its reason, and goes on reading', async () => {
    pool = new ReadingPool(1, standIns(true).spawn);
    await expect(pool.read(image, 'fail')).rejects.toThrow('unreadable');
    await expect(pool.read(image, 'en')).resolves.toEqual(expect.objectContaining({ classes: [] }));
  });

  it('fails the reading of a thread that dies, and reads the next on a new thread', async () => {
    const threads = standIns(true);
    pool = new ReadingPool(1, threads.spawn);
    await expect(pool.read(image, 'die')).rejects.toThrow('thread died');
    await expect(pool.read(image, 'en')).resolves.toEqual(expect.objectContaining({ classes: [] }));
    expect(threads.spawned()).toBe(2);
  });

  it('fails the readings still waiting when it closes', async () => {
    pool = new ReadingPool(1, standIns().spawn);
    const running = expect(pool.read(image, 'en')).rejects.toThrow('shutting down');
    const waiting = expect(pool.read(image, 'en')).rejects.toThrow('shutting down');
    await pool.close();
    await running;
    await waiting;
  });
});

// Were the pool to read in this thread, the reading would fail.
jest.mock('./read-on-device.client', () => ({
  readPageOnDevice: () => Promise.reject(new Error('read on the event loop')),
}));

describe('the reading thread', () => {
  const pool = new ReadingPool(1);
  afterAll(() => pool.close());

  it('reads a screenshot with Tesseract in its own thread, and says why an image is unreadable', async () => {
    const blank = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await expect(pool.read(blank, 'en')).resolves.toEqual({ classes: [] });
    await expect(pool.read(Buffer.from('not an image'), 'en')).rejects.toThrow(/unsupported image format/i);
  });
});
