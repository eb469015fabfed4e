import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { billingBench } from './billing.bench';
import { compareBench } from './compare.bench';
import { feedSyncBench } from './feed-sync.bench';
import { frontendBench, printFrontendBench } from './frontend.bench';
import { identityBench } from './identity.bench';
import { printTable, type LoadResult } from './lib/load';
import { presenceBench } from './presence.bench';
import { rssBench } from './rss.bench';
import { verdict } from './lib/targets';
import { weekQueryBench } from './schedules-week.bench';
import { screenshotBench } from './screenshot.bench';
import { screenshotStudentsBench } from './screenshot-students.bench';

interface BenchResult {
  rows?: LoadResult[];
  ratios: Record<string, number>;
  /** Absolute figures with their unit in the name (e.g. "(ms)"), printed beside the ratios. */
  figures?: Record<string, number>;
  /** Figures a bench prints itself (the frontend's sizes and timings). */
  details?: unknown;
}

// Each entry runs against the running app next to its own baseline, in this same run.
const BENCHES: { name: string; title: string; run: () => Promise<BenchResult> }[] = [
  // First, before any load: what each service holds when idle.
  { name: 'rss', title: 'Resident memory of each app service, idle, before any load', run: async () => rssBench() },
  { name: 'identity', title: 'Identity through the gateway vs a bare Node http server', run: identityBench },
  { name: 'scheduleWeek', title: 'Week query for a user with 1,000 stored occurrences', run: weekQueryBench },
  { name: 'compare', title: 'Group comparison: 8 members × 40 occurrences per week', run: compareBench },
  {
    name: 'billing',
    title: 'Billing: signed Stripe webhook events (incl. outbox write) and the subscription read, vs a bare Node http server',
    run: billingBench,
  },
  {
    name: 'presence',
    title: "Campus presence: updates and group presence through the gateway, and fan-out to co-members' live streams, vs bare Node servers",
    run: presenceBench,
  },
  { name: 'feedSync', title: 'Feed sync: feeds served locally, fetch → queryable in schedules, vs node-ical parse-only', run: feedSyncBench },
  {
    name: 'screenshot',
    title: 'Screenshot readers: 40 rendered and 3 hand-made timetables, classes recovered exactly and per field, seconds per image',
    run: screenshotBench,
  },
  {
    name: 'screenshotStudents',
    title:
      'Screenshot reader on the screenshots students take (issue 26): agendas, US 12-hour grids, Chinese, shrunk JPEGs, side-by-side, dated headers; tune and held-out parts',
    run: screenshotStudentsBench,
  },
  {
    name: 'frontend',
    title: 'Frontend: first-paint JavaScript and time to interactive (headless Chromium)',
    run: async () => {
      const result = await frontendBench();
      printFrontendBench(result);
      return { ratios: {}, details: result };
    },
  },
];

/**
 * `npm run bench [-- name…]`: figures measured in one run against a baseline on the same
 * machine, printed and saved to .artifacts/bench.json. Expects the app to be running (`npm start`).
 */
async function main() {
  const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
  const ready = await fetch(`${gateway}/health/ready`).catch(() => undefined);
  if (!ready?.ok) throw new Error(`The gateway at ${gateway} is not ready; run \`npm start\` first.`);
  const only = process.argv.slice(2);
  const results: Record<string, unknown> = { at: new Date().toISOString() };
  for (const bench of BENCHES.filter((b) => only.length === 0 || only.includes(b.name))) {
    console.log(`\n${bench.title}`);
    const result = await bench.run();
    if (result.rows) printTable(result.rows);
    for (const [name, value] of Object.entries(result.ratios)) console.log(`  ${name}: ${value.toFixed(2)}×${verdict(name, value)}`);
    for (const [name, value] of Object.entries(result.figures ?? {})) console.log(`  ${name}: ${value.toFixed(2)}${verdict(name, value)}`);
    results[bench.name] = result;
  }
  const dir = resolve(__dirname, '..', '.artifacts');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'bench.json'), JSON.stringify(results, null, 2));
}

main().catch((err) => {
  // fetch's own message is only "fetch failed"; the cause says which socket error it was.
  const cause = (err as Error).cause as Error | undefined;
  console.error(`\n✖ ${(err as Error).message}${cause ? ` (${cause.message})` : ''}`);
  console.error((err as Error).stack);
  process.exit(1);
});
