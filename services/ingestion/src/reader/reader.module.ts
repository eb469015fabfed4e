import { type DynamicModule, Module } from '@nestjs/common';
import { OnDeviceReader } from './on-device/on-device-reader.service';
import { ReaderService } from './reader.service';
import { VISION_MODEL_SETTINGS, VisionModelClient, type VisionModelSettings } from './vision-model.client';

/** The screenshot reader as one Nest module: the service needs only the vision model's settings (and the platform's logger). */
@Module({})
export class ReaderModule {
  static forRoot(vision: VisionModelSettings): DynamicModule {
    return {
      module: ReaderModule,
      providers: [{ provide: VISION_MODEL_SETTINGS, useValue: vision }, VisionModelClient, OnDeviceReader, ReaderService],
      exports: [ReaderService],
    };
  }
}
