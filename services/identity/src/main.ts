import './instrument';
import 'reflect-metadata';
import { runService } from '@overlap/platform';
import { AppModule } from './app.module';
import { openApi } from './openapi';

void runService({ name: 'identity', module: AppModule, portEnv: 'IDENTITY_PORT', defaultPort: 3001, openapi: openApi }).catch((err) => {
  console.error(err);
  process.exit(1);
});
