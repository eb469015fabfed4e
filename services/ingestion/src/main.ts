import './instrument';
import 'reflect-metadata';
import { runService } from '@overlap/platform';
import { AppModule } from './app.module';

void runService({ name: 'ingestion', module: AppModule, portEnv: 'INGESTION_PORT', defaultPort: 3006, jsonLimit: '2mb' }).catch((err) => {
  console.error(err);
  process.exit(1);
});
