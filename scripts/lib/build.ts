import { run, step } from './run';

/** Compiles every TypeScript project (incremental) and the frontend bundle. */
export async function buildAll(): Promise<void> {
  step('building TypeScript projects');
  await run('npx', ['tsc', '-b']);
  step('building the frontend');
  await run('npm', ['run', 'build', '--silent', '-w', 'frontend']);
}

export async function startStack(): Promise<void> {
  step('starting the local stack (PostgreSQL, Kafka and its topics, FerretDB, Mailpit, Stripe API)');
  await run('bash', ['infra/local/stack.sh', 'start']);
}
