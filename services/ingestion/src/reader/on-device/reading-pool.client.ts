import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ReadingReply, ReadingRequest } from './read-on-device.worker';
import type { ReadPage } from './timetable-layout.rules';

/**
 * A reading thread running read-on-device.worker: the built JavaScript beside this file when the
 * service runs from dist/, its TypeScript through tsx (a dev dependency) when the sources run
 * unbuilt under Jest.
 */
export function spawnReadingWorker(): Worker {
  const built = join(__dirname, 'read-on-device.worker.js');
  if (existsSync(built)) return new Worker(built);
  return new Worker(join(__dirname, 'read-on-device.worker.ts'), { execArgv: ['--import', 'tsx'] });
}

interface Pending {
  request: ReadingRequest;
  resolve: (page: ReadPage) => void;
  reject: (err: Error) => void;
}

interface Thread {
  worker: Worker;
  reading?: Pending;
}

/**
 * `size` reading threads, started when first needed, each reading one screenshot at a time; more
 * readings wait here in order (the reader's queue in front bounds how many). A thread that dies
 * fails its reading and is replaced by the next one needed.
 */
export class ReadingPool {
  private readonly threads: Thread[] = [];
  private readonly waiting: Pending[] = [];
  private nextId = 0;

  constructor(
    private readonly size: number,
    private readonly spawn: () => Worker = spawnReadingWorker,
  ) {}

  read(image: Buffer, language: string | undefined): Promise<ReadPage> {
    return new Promise<ReadPage>((resolve, reject) => {
      // A copy: the upload's Buffer may share its memory with others, which must not move to the thread.
      this.waiting.push({ request: { id: this.nextId++, image: new Uint8Array(image), language }, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops the threads; readings still running or waiting fail. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    const stopped = new Error('the reader is shutting down');
    for (const reading of [...threads.flatMap((t) => t.reading ?? []), ...this.waiting.splice(0)]) reading.reject(stopped);
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length) {
      const thread = this.threads.find((t) => !t.reading) ?? (this.threads.length < this.size ? this.start() : undefined);
      if (!thread) return;
      thread.reading = this.waiting.shift()!;
      thread.worker.ref();
      thread.worker.postMessage(thread.reading.request);
    }
  }

  private start(): Thread {
    const thread: Thread = { worker: this.spawn() };
    thread.worker.unref();
    thread.worker.on('message', (reply: ReadingReply) => {
      const reading = thread.reading;
      if (!reading || reading.request.id !== reply.id) return;
      thread.reading = undefined;
      // An idle thread does not keep the process alive.
      thread.worker.unref();
      if ('error' in reply) reading.reject(new Error(reply.error));
      else reading.resolve(reply.page);
      this.dispatch();
    });
    const lost = (err: Error) => {
      const at = this.threads.indexOf(thread);
      if (at < 0) return;
      this.threads.splice(at, 1);
      thread.reading?.reject(err);
      thread.reading = undefined;
      this.dispatch();
    };
    thread.worker.on('error', lost);
    thread.worker.on('exit', (code) => lost(new Error(`reading thread stopped (exit code ${code})`)));
    this.threads.push(thread);
    return thread;
  }
}
