import { Injectable } from '@nestjs/common';
import { DomainError } from '@overlap/platform';
import { OnDeviceReader } from './on-device/on-device-reader.service';
import type { ReadClass } from './on-device/layout-lines.rules';
import { READER_MESSAGES } from './reader.errors';
import { VisionModelClient } from './vision-model.client';

export const READERS = ['vision', 'on-device'] as const;
export type ReaderName = (typeof READERS)[number];

/** A weekly class as a reader found it; `confidence` is null from a reader that gives none (a vision model). */
export type ReaderClass = Omit<ReadClass, 'confidence'> & { confidence: ReadClass['confidence'] | null };

/** Which readers there are on this server. */
export interface ReaderStatus {
  configured: boolean;
  vision: boolean;
  onDevice: boolean;
}

/**
 * The reader's one door: a timetable screenshot in, its weekly classes out, read by the vision
 * model when one is configured, else (or when asked) by this server's own OCR reader.
 */
@Injectable()
export class ReaderService {
  constructor(
    private readonly vision: VisionModelClient,
    private readonly onDevice: OnDeviceReader,
  ) {}

  status(): ReaderStatus {
    return { configured: this.vision.configured || this.onDevice.available, vision: this.vision.configured, onDevice: this.onDevice.available };
  }

  /** The reader asked for, else the preferred one; refused (503) before the image is read when it is not there. */
  choose(asked: ReaderName | undefined): ReaderName {
    const reader = asked ?? (this.vision.configured ? 'vision' : 'on-device');
    if (reader === 'vision') this.vision.assertConfigured();
    else if (!this.onDevice.available) throw new DomainError(503, READER_MESSAGES.notConfigured, 'not_configured');
    return reader;
  }

  /**
   * `contentType` is the image's detected type (the vision model is told it); `language` the timetable's besides English
   * (on-device). `weekOf` is the Monday of the week the screenshot's dates show, when the on-device reader found one.
   */
  async read(reader: ReaderName, image: Buffer, contentType: string, language: string | undefined): Promise<{ classes: ReaderClass[]; weekOf: string | null }> {
    if (reader === 'on-device') {
      const page = await this.onDevice.read(image, language);
      return { classes: page.classes, weekOf: page.weekOf ?? null };
    }
    return { classes: (await this.vision.read(image, contentType)).map((c) => ({ ...c, confidence: null })), weekOf: null };
  }
}
