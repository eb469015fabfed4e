import { Module } from '@nestjs/common';
import { PlatformModule } from '@overlap/platform';
import { ingestionConfig } from './config';
import { ReaderModule } from './reader';
import { ScreenshotReadingController } from './screenshot/screenshot-reading.controller';

/**
 * Ingestion started as the screenshot reader alone (SCREENSHOT_READER=only, the chart's reader
 * Deployment, ADR 054): the two reading routes and health, no database, no Kafka, no feed sync,
 * so a burst of readings scales these pods and leaves feed sync's alone.
 */
@Module({
  imports: [PlatformModule.forRoot({ service: 'ingestion' }), ReaderModule.forRoot(ingestionConfig.openai)],
  controllers: [ScreenshotReadingController],
})
export class ReaderAppModule {}
