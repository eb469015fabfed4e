import { appServices, restartAll } from './lib/app-services';
import { buildAll, startStack } from './lib/build';
import { DEMO_USER, seedDemoData } from './lib/demo-data';
import { step } from './lib/run';

async function main() {
  await startStack();
  await buildAll();
  step('starting the app services');
  await restartAll();
  const gateway = appServices().find((s) => s.name === 'gateway')!;
  const base = `http://localhost:${gateway.port}`;
  step('loading demo data');
  await seedDemoData(base);
  console.log(`
Overlap is running at ${base}
  demo account   ${DEMO_USER.email} / ${DEMO_USER.password}  (a timetable and a study group with Maja, maja@overlap.app, same password)
  caught e-mail  http://localhost:8025/api/v1/messages  (Mailpit's API; a message as a page: /view/<ID>.html)
  logs           .data/logs/
  stop           npm stop`);
}

main().catch((err) => {
  console.error(`\n✖ ${(err as Error).message}`);
  process.exit(1);
});
