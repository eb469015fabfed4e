import { type DynamicModule, Module } from '@nestjs/common';
import { intEnv } from '@overlap/platform';
import { ON_DEVICE_SETTINGS, OnDeviceReader, type OnDeviceSettings } from './on-device/on-device-reader.service';
import { ReaderService } from './reader.service';
import { VISION_MODEL_SETTINGS, VisionModelClient, type VisionModelSettings } from './vision-model.client';

/**
 * The on-device reader's pool: READER_CONCURRENCY readings at once (default 2, the machine's cores;
 * each is a Tesseract process), READER_QUEUE_LIMIT more waiting (default 20, about half a minute's
 * work), beyond which a reading is refused with a 503. Read here so the reader stays one part.
 */
const onDeviceSettings = (): OnDeviceSettings => ({
  concurrency: Math.max(1, intEnv('READER_CONCURRENCY', 2)),
  queueLimit: Math.max(0, intEnv('READER_QUEUE_LIMIT', 20)),
});

/** The screenshot reader as one Nest module: the service needs only the vision model's settings (and the platform's logger). */
@Module({})
export class ReaderModule {
  static forRoot(vision: VisionModelSettings): DynamicModule {
    return {
      module: ReaderModule,
      providers: [
        { provide: VISION_MODEL_SETTINGS, useValue: vision },
        { provide: ON_DEVICE_SETTINGS, useValue: onDeviceSettings() },
        VisionModelClient,
        OnDeviceReader,
        ReaderService,
      ],
      exports: [ReaderService],
    };
  }
}
