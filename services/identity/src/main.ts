import './instrument';
import 'reflect-metadata';
import { runService } from '@overlap/platform';
import { AppModule } from './app.module';

void runService({ name: 'identity', module: AppModule, portEnv: 'IDENTITY_PORT', defaultPort: 3001 }).catch((err) => {
  console.error(err);
  process.exit(1);
});
