import { execFile } from 'node:child_process';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainError, LOGGER } from '@overlap/platform';
import type pino from 'pino';
import { READER_MESSAGES } from '../reader.errors';
import { prepareForOcr } from './ocr-image.rules';
import { parseTsv, runTesseract, tesseractLanguages } from './tesseract.client';
import { readTimetable, type ReadClass } from './timetable-layout.rules';

/** Two readings at once use the machine's two cores; more would only queue inside the CPU. */
const MAX_CONCURRENT = 2;

/** One screenshot read on this machine: prepared in memory, recognised by Tesseract in the student's language, laid out. */
export async function readOnDevice(image: Buffer, language: string | undefined): Promise<ReadClass[]> {
  const prepared = await prepareForOcr(image);
  const words = parseTsv(await runTesseract(prepared.png, tesseractLanguages(language)), prepared.scale);
  return readTimetable(words, prepared.pixels, language);
}

/**
 * Reads a timetable screenshot on this server with Debian's Tesseract (ADR 028): no key, no
 * network, the image only in memory. The student's language and English are recognised
 * (timetables mix both: English course codes and room words in a Danish week, for example).
 */
@Injectable()
export class OnDeviceReader implements OnModuleInit {
  private installed = false;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  async onModuleInit(): Promise<void> {
    this.installed = await new Promise<boolean>((resolve) => execFile('tesseract', ['--version'], (err) => resolve(!err)));
    if (!this.installed) this.logger.warn('tesseract is not installed: on-device screenshot reading is off (bash infra/local/system-packages.sh)');
  }

  get available(): boolean {
    return this.installed;
  }

  async read(image: Buffer, language: string | undefined): Promise<ReadClass[]> {
    await this.turn();
    try {
      return await readOnDevice(image, language);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'on-device screenshot reading failed');
      throw new DomainError(422, READER_MESSAGES.imageUnreadable, 'unreadable');
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private async turn(): Promise<void> {
    if (this.running >= MAX_CONCURRENT) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
  }
}
