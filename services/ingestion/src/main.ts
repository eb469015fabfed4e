import './instrument';
import 'reflect-metadata';
import { runService } from '@overlap/platform';
import { AppModule } from './app.module';
import { ingestionConfig } from './config';
import { openApi } from './openapi';
import { ReaderAppModule } from './reader-app.module';

void runService({
  name: 'ingestion',
  module: ingestionConfig.screenshotReader === 'only' ? ReaderAppModule : AppModule,
  portEnv: 'INGESTION_PORT',
  defaultPort: 3006,
  jsonLimit: '2mb',
  openapi: openApi,
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
