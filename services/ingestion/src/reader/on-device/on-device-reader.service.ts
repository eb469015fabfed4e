import { execFile } from 'node:child_process';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DomainError, LOGGER } from '@overlap/platform';
import type pino from 'pino';
import { READER_MESSAGES } from '../reader.errors';
import { ReadingPool } from './reading-pool.client';
import type { ReadPage } from './timetable-layout.rules';

/** How many readings run at once, and how many more may wait before a student is told to come back. */
export interface OnDeviceSettings {
  concurrency: number;
  queueLimit: number;
}
export const ON_DEVICE_SETTINGS = Symbol('ON_DEVICE_SETTINGS');

/**
 * Readings run `concurrency` at a time (each on a reading thread, with its Tesseract process); up to
 * `queueLimit` more wait their turn, and one more is refused at once with a 503 that says so:
 * a whole class uploading after a lecture waits seconds, not minutes, and never holds up the
 * service's other requests.
 */
export class ReadingQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly settings: OnDeviceSettings) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.settings.concurrency) {
      if (this.waiting.length >= this.settings.queueLimit) throw new DomainError(503, READER_MESSAGES.busy, 'reader_busy');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

/**
 * Reads a timetable screenshot on this server with Debian's Tesseract (ADR 028): no key, no
 * network, the image only in memory. The student's language and English are recognised
 * (timetables mix both: English course codes and room words in a Danish week, for example).
 * The reading runs on a pool of `concurrency` threads, so its CPU work never holds the event loop.
 */
@Injectable()
export class OnDeviceReader implements OnModuleInit, OnModuleDestroy {
  private installed = false;
  private readonly queue: ReadingQueue;
  private readonly pool: ReadingPool;

  constructor(
    @Inject(LOGGER) private readonly logger: pino.Logger,
    @Inject(ON_DEVICE_SETTINGS) settings: OnDeviceSettings,
  ) {
    this.queue = new ReadingQueue(settings);
    this.pool = new ReadingPool(settings.concurrency);
  }

  async onModuleInit(): Promise<void> {
    this.installed = await new Promise<boolean>((resolve) => execFile('tesseract', ['--version'], (err) => resolve(!err)));
    if (!this.installed) this.logger.warn('tesseract is not installed: on-device screenshot reading is off (bash infra/local/system-packages.sh)');
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }

  get available(): boolean {
    return this.installed;
  }

  read(image: Buffer, language: string | undefined): Promise<ReadPage> {
    return this.queue.run(async () => {
      try {
        return await this.pool.read(image, language);
      } catch (err) {
        this.logger.warn({ err: (err as Error).message }, 'on-device screenshot reading failed');
        throw new DomainError(422, READER_MESSAGES.imageUnreadable, 'unreadable');
      }
    });
  }
}
