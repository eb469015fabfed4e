import './instrument';
import 'reflect-metadata';
import { runService } from '@overlap/platform';
import { AppModule } from './app.module';
import { openApi } from './openapi';

void runService({ name: 'schedules', module: AppModule, portEnv: 'SCHEDULES_PORT', defaultPort: 3002, openapi: openApi }).catch((err) => {
  console.error(err);
  process.exit(1);
});
