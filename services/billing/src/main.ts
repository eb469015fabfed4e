import './instrument';
import 'reflect-metadata';
import { runService } from '@overlap/platform';
import { AppModule } from './app.module';
import { configureBodies } from './webhooks/raw-body.middleware';
import { openApi } from './openapi';

// Body parsing is billing's own: the webhook needs the raw bytes Stripe signed.
void runService({
  name: 'billing',
  module: AppModule,
  portEnv: 'BILLING_PORT',
  defaultPort: 3005,
  openapi: openApi,
  bodyParser: false,
  configure: configureBodies,
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
