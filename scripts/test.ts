import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeOpenAiServer } from '../packages/test-support/src/fake-openai-server';
import { FAKE_OPENAI_PORT } from '../packages/test-support/src/test-ports';
import { restartAll } from './lib/app-services';
import { buildAll, startStack } from './lib/build';
import { ARTIFACTS, ROOT } from './lib/paths';
import { run, step } from './lib/run';
import { fileTimes, slowestFiles } from './lib/slowest-files';

interface JestResults {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  numRuntimeErrorTestSuites: number;
}

/** Chromium, Tesseract and the rest at their pinned versions: the script installs only what is missing (then as root). */
async function ensureSystemPackages() {
  step('checking the system packages (Chromium, Tesseract, …)');
  await run('bash', ['infra/local/system-packages.sh']);
}

/** Runs Jest with a JSON report; a suite that cannot even load counts as one failure. */
function jest(name: string, args: string[]): Promise<{ passed: number; failed: number; total: number }> {
  const outputFile = join(ARTIFACTS, `jest-${name}.json`);
  rmSync(outputFile, { force: true });
  return new Promise((resolve) => {
    const child = spawn('npx', ['jest', '--json', `--outputFile=${outputFile}`, ...args], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (!existsSync(outputFile)) return resolve({ passed: 0, failed: 1, total: 1 });
      const r = JSON.parse(readFileSync(outputFile, 'utf8')) as JestResults;
      const failed = r.numFailedTests + r.numRuntimeErrorTestSuites + (code !== 0 && r.numFailedTests === 0 && r.numRuntimeErrorTestSuites === 0 ? 1 : 0);
      resolve({ passed: r.numPassedTests, failed, total: r.numTotalTests });
    });
  });
}

/** Every test against the real local stack; ends with the `N passed, N failed` line CI reads. */
async function main() {
  const extra = process.argv.slice(2);
  await ensureSystemPackages();
  step('installing the calendar oracle (pinned python packages, cached under .cache/)');
  await run('bash', ['infra/local/calendar-oracle.sh']);
  await startStack();
  await buildAll();
  step('starting the app services');
  // Screenshot import runs the real openai client against a local OpenAI-protocol server (recorded answers).
  const openAi = await startFakeOpenAiServer({ port: FAKE_OPENAI_PORT });
  await restartAll({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: openAi.url, OPENAI_MODEL: 'fake-vision' });
  step('running unit, integration and browser tests');
  const main = await jest('main', ['--selectProjects', 'unit', 'frontend', 'integration', 'browser', ...extra]);
  // Outage tests stop parts of the stack, so they run alone, one file at a time, last.
  step('running outage tests (they stop and restart parts of the stack)');
  const outage = await jest('outage', ['--selectProjects', 'outage', '--runInBand', ...extra]);
  const passed = main.passed + outage.passed;
  const failed = main.failed + outage.failed;
  // Where the run's time goes, before the summary line (CI reads the last line).
  const slowest = slowestFiles(
    fileTimes(
      ['main', 'outage'].map((name) => join(ARTIFACTS, `jest-${name}.json`)),
      ROOT,
    ),
  );
  if (slowest) console.log(`\n${slowest}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(`\n✖ ${(err as Error).message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
