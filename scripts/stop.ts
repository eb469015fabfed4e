import { stopAll } from './lib/app-services';
import { run, step } from './lib/run';

async function main() {
  step('stopping the app services');
  await stopAll();
  if (!process.argv.includes('--app-only')) {
    step('stopping the local stack');
    await run('bash', ['infra/local/stack.sh', 'stop']);
  }
}

main().catch((err) => {
  console.error(`\n✖ ${(err as Error).message}`);
  process.exit(1);
});
