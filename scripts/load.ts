import { execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { FEED_SERVER_PORTS, FeedServer, icsCalendar, weekAhead } from '@overlap/test-support';
import { SMOKE } from './lib/load-smoke';

/**
 * `npm run load [-- [--full] <script>…]`: a short smoke run of each k6 script in infra/k6 against
 * the running local app (npm start), with their thresholds; exits 1 when any script fails. With
 * `--full` the scripts run with their own defaults (the measurement: `npm run load -- --full
 * student-day` is the capacity figure). Variables set in the environment win over both.
 */
const ROOT = resolve(__dirname, '..');
const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

const FEEDS = 5;

/** Feeds with a week of classes next week (the week the scripts view), served on the bench's allow-listed port. */
async function serveFeeds(): Promise<{ server: FeedServer; base: string; week: { week: number; year: number } }> {
  const server = new FeedServer(FEED_SERVER_PORTS.bench);
  const week = weekAhead(1);
  for (let n = 0; n < FEEDS; n++) {
    const classes = [0, 1, 2, 3, 4].map((day) => ({
      uid: `load-${n}-${day}@overlap.test`,
      summary: `Load lecture ${n}.${day}`,
      start: week.at(day, `${String(8 + ((n + day) % 6)).padStart(2, '0')}:15`),
      end: week.at(day, `${String(10 + ((n + day) % 6)).padStart(2, '0')}:00`),
      location: `Room ${n}${day}`,
    }));
    server.serve(`/load/feed-${n}.ics`, icsCalendar(classes, `Load feed ${n}`));
  }
  await server.start();
  return { server, base: server.url('/load'), week: { week: week.week, year: week.year } };
}

function runK6(k6: string, script: string, env: Record<string, string>): Promise<number | null> {
  const child = spawn(k6, ['run', '--quiet', join(ROOT, 'infra/k6', `${script}.js`)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((done) => child.on('exit', done));
}

async function main() {
  const full = process.argv.includes('--full');
  const wanted = process.argv.slice(2).filter((a) => a !== '--full');
  const unknown = wanted.filter((s) => !(s in SMOKE));
  if (unknown.length) throw new Error(`unknown k6 script ${unknown.join(', ')}; one of ${Object.keys(SMOKE).join(', ')}`);
  const k6 = execFileSync('bash', [join(ROOT, 'infra/local/tools.sh'), 'k6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  const feeds = await serveFeeds();
  const results: [string, boolean][] = [];
  try {
    for (const script of wanted.length ? wanted : Object.keys(SMOKE)) {
      console.log(`\n› k6 ${script}`);
      const chosen = Object.fromEntries(Object.entries(process.env).filter(([k]) => k in (SMOKE[script] ?? {})));
      const env = {
        ...(full ? {} : SMOKE[script]),
        ...chosen,
        CORES: String(availableParallelism()),
        STUDENT_DAY_REPORT: join(ROOT, '.artifacts', full ? 'student-day.json' : 'student-day-smoke.json'),
        GATEWAY_URL: GATEWAY,
        FEED_BASE_URL: feeds.base,
        FEED_COUNT: String(FEEDS),
        LOAD_WEEK: String(feeds.week.week),
        LOAD_YEAR: String(feeds.week.year),
      };
      results.push([script, (await runK6(k6, script, env)) === 0]);
    }
  } finally {
    await feeds.server.stop();
  }
  console.log('');
  for (const [script, ok] of results) console.log(`${ok ? '✔' : '✖'} ${script}`);
  if (results.some(([, ok]) => !ok)) process.exit(1);
}

void main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
