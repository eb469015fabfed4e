import './instrument';
import 'reflect-metadata';
import { runService } from '@overlap/platform';
import { AppModule } from './app.module';
import { openApi } from './openapi';

void runService({ name: 'ingestion', module: AppModule, portEnv: 'INGESTION_PORT', defaultPort: 3006, jsonLimit: '2mb', openapi: openApi }).catch((err) => {
  console.error(err);
  process.exit(1);
});
