import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { restartAll } from './lib/app-services';
import { buildAll, startStack } from './lib/build';
import { ARTIFACTS, ROOT } from './lib/paths';
import { run, step } from './lib/run';

interface JestResults {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
}

async function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  step('installing system packages (Chromium, fonts, …)');
  await run('bash', ['infra/local/system-packages.sh']);
}

function jest(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['jest', '--json', `--outputFile=${join(ARTIFACTS, 'jest-results.json')}`, ...args], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Every test against the real local stack; ends with the `N passed, N failed` line CI reads. */
async function main() {
  await ensureChromium();
  await startStack();
  await buildAll();
  step('starting the app services');
  await restartAll();
  step('running the tests');
  const code = await jest(process.argv.slice(2));
  const file = join(ARTIFACTS, 'jest-results.json');
  if (!existsSync(file)) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  const results = JSON.parse(readFileSync(file, 'utf8')) as JestResults;
  console.log(`\n${results.numPassedTests} passed, ${results.numFailedTests} failed`);
  process.exit(code === 0 && results.numFailedTests === 0 && results.numTotalTests > 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(`\n✖ ${(err as Error).message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
