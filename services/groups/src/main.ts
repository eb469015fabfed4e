import './instrument';
import 'reflect-metadata';
import { runService } from '@overlap/platform';
import { AppModule } from './app.module';
import { openApi } from './openapi';

void runService({ name: 'groups', module: AppModule, portEnv: 'GROUPS_PORT', defaultPort: 3003, openapi: openApi }).catch((err) => {
  console.error(err);
  process.exit(1);
});
