import './instrument';
import 'reflect-metadata';
import { runService } from '@overlap/platform';
import { AppModule } from './app.module';

void runService({ name: 'groups', module: AppModule, portEnv: 'GROUPS_PORT', defaultPort: 3003 }).catch((err) => {
  console.error(err);
  process.exit(1);
});
