import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient, type Db } from 'mongodb';
import ical from 'node-ical';
import { dueAt } from '../services/ingestion/src/sources/due-slots.rules';
import { mongoTargetFor } from '../packages/platform/src/mongo/mongo-url';
// From source, like the other benches: no build of the test helpers needed.
import { FeedServer } from '../packages/test-support/src/feed-server';
import { icsCalendar, type IcsEvent } from '../packages/test-support/src/ics-builder';
import { FEED_SERVER_PORTS } from '../packages/test-support/src/test-ports';
import { load, type LoadResult } from './lib/load';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const FEEDS = Number(process.env.FEED_BENCH_FEEDS ?? 200);
const EVENTS = Number(process.env.FEED_BENCH_EVENTS ?? 300);
const FEEDS_PER_USER = 20; // ingestion's per-user limit
const CONCURRENCY = 16;
const ROOT = resolve(__dirname, '..');

const ip = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
const headers = (cookie: string) => ({ cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': ip() });

interface BenchUser {
  id: string;
  cookie: string;
  feeds: { path: string; id?: string }[];
}

export interface FeedSyncResult {
  rows: LoadResult[];
  rates: Record<string, number>;
  ratios: Record<string, number>;
  /** CPU ms per event of each process from the scheduled fetch until queryable. */
  cpuMsPerEvent: Record<string, number>;
  /** CPU ms per scheduled sync of each process: unchanged feeds (304) and changed ones (until stored). */
  cpuMsPerSync: { unchanged: Record<string, number>; changed: Record<string, number> };
  k6?: Record<string, number>;
}

/**
 * CPU seconds used so far by the processes doing the work — ingestion, schedules, the gateway,
 * FerretDB, Kafka and PostgreSQL with its backends — from /proc, so "cheaper" means resources
 * spent, not latency on a shared machine.
 */
function stackCpu(): Record<string, Record<number, number>> {
  const TICKS = 100;
  const run = join(ROOT, '.data', 'run');
  const stat = (pid: number) => {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after "pid (comm) ": state, ppid, …; utime and stime are the 12th and 13th of them.
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    } catch {
      return undefined;
    }
  };
  const seconds = (pid: number) => {
    const fields = stat(pid);
    return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS : 0;
  };
  const backendDatabase = (pid: number) => {
    try {
      // "postgres: <user> <database> <client> <state>"
      return /^postgres: \S+ (\S+) /.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '))?.[1];
    } catch {
      return undefined;
    }
  };
  const out: Record<string, Record<number, number>> = {};
  for (const name of ['ingestion', 'schedules', 'gateway', 'ferretdb', 'kafka', 'postgres']) {
    const file = join(run, `${name}.pid`);
    if (!existsSync(file)) continue;
    const pid = Number(readFileSync(file, 'utf8'));
    out[name] = { [pid]: seconds(pid) };
    if (name === 'postgres') {
      // Each connection is a backend process, a child of the postmaster, titled with its
      // database: FerretDB's work shows apart from schedules'.
      for (const child of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
        if (stat(Number(child))?.[1] !== String(pid)) continue;
        const db = backendDatabase(Number(child));
        (out[db ? `postgres:${db}` : name] ??= {})[Number(child)] = seconds(Number(child));
      }
    }
  }
  return out;
}

/**
 * CPU seconds per process name since `before`, per pid: a backend that exited meanwhile (another
 * client's connection closing) would otherwise subtract its whole lifetime's CPU.
 */
const cpuSince = (before: Record<string, Record<number, number>>) =>
  Object.fromEntries(
    Object.entries(stackCpu()).map(([name, pids]) => [name, Object.entries(pids).reduce((sum, [pid, s]) => sum + s - (before[name]?.[Number(pid)] ?? 0), 0)]),
  );
const total = (cpu: Record<string, number>) => Object.values(cpu).reduce((a, b) => a + b, 0);

/** M one-hour classes on weekdays, 08:00–18:00 UTC, from next Monday on: one feed's term (variant n moves the first class's title). */
function feedEvents(feed: number, variant = 0): IcsEvent[] {
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
  return Array.from({ length: EVENTS }, (_, i) => {
    const day = Math.floor(i / 10);
    const date = monday.getTime() + (Math.floor(day / 5) * 7 + (day % 5)) * 86_400_000 + (8 + (i % 10)) * 3_600_000;
    return {
      uid: `bench-${feed}-${i}@uni.test`,
      summary: `${i === 0 && variant ? `Moved ${variant}: ` : ''}Course ${feed}.${i % 10} Lecture`,
      start: new Date(date),
      end: new Date(date + 3_600_000),
      location: `Room ${100 + (i % 10)}`,
    };
  });
}

async function signUp(): Promise<BenchUser> {
  const res = await fetch(`${GATEWAY}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': ip() },
    body: JSON.stringify({ email: `bench.feeds.${randomBytes(5).toString('hex')}@uni.test`, password: 'bench-password-1' }),
  });
  if (res.status !== 201) throw new Error(`bench sign-up failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: ((await res.json()) as { id: string }).id, cookie, feeds: [] };
}

interface Window {
  start: Date;
  end: Date;
}

/** The whole term (one piece per one-hour class). */
const TERM: Window = { start: new Date(Date.now() - 86_400_000), end: new Date(Date.now() + 70 * 86_400_000) };

/** The user's occurrences in the window, as schedules answers them. */
async function storedEvents(user: BenchUser, window: Window): Promise<{ title: string }[]> {
  const [start, end] = [window.start.toISOString(), window.end.toISOString()];
  const res = await fetch(`${GATEWAY}/api/ics/events?userId=${user.id}&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`, {
    headers: { cookie: user.cookie },
  });
  if (!res.ok) throw new Error(`schedules answered ${res.status}`);
  return ((await res.json()) as { events: { title: string }[] }).events;
}

/**
 * Waits until every user's check holds. Polling reads only a small window (a replace is one
 * transaction per feed, so one hour of a feed is there when all of it is): reading whole terms
 * every second would spend the 2 cores the pipeline is measured on.
 */
async function until(users: BenchUser[], window: Window, done: (u: BenchUser, events: { title: string }[]) => boolean, timeoutMs = 600_000): Promise<void> {
  const pending = new Set(users);
  const deadline = Date.now() + timeoutMs;
  while (pending.size) {
    if (Date.now() > deadline) throw new Error(`schedules did not show every occurrence within ${timeoutMs / 1000} s`);
    for (const u of [...pending]) if (done(u, await storedEvents(u, window))) pending.delete(u);
    if (pending.size) await new Promise((r) => setTimeout(r, 250));
  }
}

/** Then one read of the whole term per user: every occurrence is queryable. */
async function assertAllStored(users: BenchUser[]): Promise<void> {
  for (const u of users) {
    const count = (await storedEvents(u, TERM)).length;
    if (count !== u.feeds.length * EVENTS) throw new Error(`schedules shows ${count} occurrences, expected ${u.feeds.length * EVENTS}`);
  }
}

/** Syncs every feed through the gateway, CONCURRENCY at a time. */
function syncAll(name: string, users: BenchUser[], expectStatus = 'active'): Promise<LoadResult> {
  const feeds = users.flatMap((u) => u.feeds.map((f) => ({ user: u, id: f.id! })));
  return load(name, feeds.length, CONCURRENCY, async (i) => {
    const { user, id } = feeds[i]!;
    const res = await fetch(`${GATEWAY}/api/ics/subscriptions/${id}/sync`, { method: 'POST', headers: headers(user.cookie) });
    return res.ok && ((await res.json()) as { status: string }).status === expectStatus;
  });
}

/**
 * How far ahead the bench makes its feeds due. FerretDB 1.x runs the `$in` update that marks
 * them by decoding every state (about 2 ms of CPU per feed, as much as an unchanged sync): with
 * the lead, that write is over before any sync can start and stays out of the measured CPU.
 */
const DUE_LEAD_MS = 3_000;

/**
 * Makes the feeds due, as their interval passing does, and waits until ingestion's scheduler has
 * fetched every one, `stored` holds and every state records the sync — no HTTP call of ours
 * involved: this is how most syncs happen. Returns the seconds from the first fetch (the
 * scheduler polls every few seconds; that wait is not work) until done, and the CPU the stack
 * spent from the moment the feeds became due. Progress is read from the feed server and, at the
 * end, from each user's states (an equality filter FerretDB hands to PostgreSQL), so the
 * bench's own reads add little to what is measured.
 */
async function scheduledSync(
  db: Db,
  server: FeedServer,
  users: BenchUser[],
  ids: string[],
  stored: () => Promise<void>,
): Promise<{ seconds: number; cpu: Record<string, number> }> {
  const states = db.collection<{ _id: string; userId: string; lastAttempt: Date | null }>('source_states');
  const dueTime = Date.now() + DUE_LEAD_MS;
  await states.updateMany({ _id: { $in: ids } }, { $set: dueAt(new Date(dueTime)) });
  if (Date.now() >= dueTime) throw new Error(`marking ${ids.length} feeds due took over ${DUE_LEAD_MS} ms; raise DUE_LEAD_MS`);
  const cpuBefore = stackCpu();
  const since = Date.now();
  const fetches = () => server.requests.filter((r) => r.at >= since);
  const deadline = since + 600_000;
  while (fetches().length < ids.length) {
    if (Date.now() > deadline) throw new Error(`the scheduler fetched ${fetches().length} of ${ids.length} feeds within 600 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await stored();
  const wanted = new Set(ids);
  for (;;) {
    let recorded = 0;
    for (const u of users) {
      const mine = await states.find({ userId: u.id }, { projection: { lastAttempt: 1 } }).toArray();
      recorded += mine.filter((s) => wanted.has(s._id) && s.lastAttempt && s.lastAttempt.getTime() >= since).length;
    }
    if (recorded === ids.length) break;
    if (Date.now() > deadline) throw new Error(`${recorded} of ${ids.length} feed states record the sync`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { seconds: (Date.now() - Math.min(...fetches().map((r) => r.at))) / 1000, cpu: cpuSince(cpuBefore) };
}

/**
 * Feed sync end to end: N feeds of M events served locally, until every occurrence is queryable
 * in the schedules API (events/s), next to node-ical's parse-only rate on the same files. The
 * feeds are added first with an empty calendar (that row includes creating the subscriptions);
 * the pipeline is then measured from fetch to queryable as ingestion's scheduler syncs them.
 * Then a re-sync of the unchanged feeds (304 path) against a sync of changed ones, by the
 * scheduler (the ratios) and through the public sync-now call.
 */
export async function feedSyncBench(): Promise<FeedSyncResult> {
  const server = new FeedServer(FEED_SERVER_PORTS.bench);
  await server.start();
  const target = mongoTargetFor('ingestion');
  const mongo = await MongoClient.connect(target.url);
  const db = mongo.db(target.database);
  const users: BenchUser[] = [];
  try {
    for (let u = 0; u < Math.ceil(FEEDS / FEEDS_PER_USER); u++) users.push(await signUp());
    const bodies: string[] = [];
    for (let f = 0; f < FEEDS; f++) {
      const user = users[Math.floor(f / FEEDS_PER_USER)]!;
      const path = `/bench/${randomBytes(4).toString('hex')}/feed-${f}.ics`;
      bodies.push(icsCalendar(feedEvents(f), `Bench feed ${f}`));
      server.serve(path, icsCalendar([], `Bench feed ${f}`));
      user.feeds.push({ path });
    }
    const feeds = users.flatMap((u) => u.feeds.map((f) => ({ user: u, feed: f })));
    const pathNumber = (path: string) => Number(/feed-(\d+)/.exec(path)![1]);

    // node-ical alone on the same files: the rate the pipeline is measured against. The median
    // of three passes: one pass on these shared cores varied by a third from run to run.
    const parsePass = async () => {
      let parsed = 0;
      let seconds = 0;
      for (const body of bodies) {
        const start = performance.now();
        parsed += Object.values(ical.sync.parseICS(body)).filter((c) => c?.type === 'VEVENT').length;
        seconds += (performance.now() - start) / 1000;
        // The event loop runs between files: seconds of blocking kept idle keep-alive connections
        // past the gateway's timeout, and the next request on one failed ("other side closed").
        await new Promise((r) => setImmediate(r));
      }
      return { parsed, seconds };
    };
    const passes = [await parsePass(), await parsePass(), await parsePass()];
    const parsed = passes[0]!.parsed;
    const parseSeconds = passes.map((p) => p.seconds).sort((a, b) => a - b)[1]!;
    if (parsed !== FEEDS * EVENTS) throw new Error(`node-ical parsed ${parsed} events, expected ${FEEDS * EVENTS}`);

    // Subscriptions created through the gateway (each synced inline, its calendar still empty).
    const adds = await load('add feed (empty calendar)', feeds.length, CONCURRENCY, async (i) => {
      const { user, feed } = feeds[i]!;
      const res = await fetch(`${GATEWAY}/api/ics/subscriptions`, {
        method: 'POST',
        headers: headers(user.cookie),
        body: JSON.stringify({ userId: user.id, name: `Bench ${i}`, url: server.url(feed.path) }),
      });
      if (res.status !== 201) return false;
      const body = (await res.json()) as { id: string; eventCount: number };
      feed.id = body.id;
      return body.eventCount === 0;
    });
    if (adds.errors) throw new Error(`${adds.errors} feeds could not be added`);
    const ids = feeds.map((f) => f.feed.id!);

    // The pipeline: every feed now has its term; fetch, parse, publish, store, until queryable.
    feeds.forEach(({ feed }) => server.serve(feed.path, bodies[pathNumber(feed.path)]!));
    const last = feedEvents(0).at(-1)!;
    const { seconds: pipelineSeconds, cpu: pipelineCpu } = await scheduledSync(db, server, users, ids, () =>
      until(users, { start: last.start, end: last.end }, (u, events) => events.length >= u.feeds.length),
    );
    await assertAllStored(users);

    // Unchanged feeds: conditional GET answered 304, nothing parsed or published.
    const countNotModified = () => server.requests.filter((r) => r.status === 304).length;
    let before304 = countNotModified();
    const { seconds: unchangedSeconds, cpu: unchangedByProcess } = await scheduledSync(db, server, users, ids, async () => undefined);
    if (countNotModified() - before304 !== FEEDS) throw new Error(`expected ${FEEDS} answers 304, saw ${countNotModified() - before304}`);

    // Changed feeds: every body differs (one class moved), so each is fetched, parsed and published.
    feeds.forEach(({ feed }) => server.serve(feed.path, icsCalendar(feedEvents(pathNumber(feed.path), 1))));
    const first = feedEvents(0)[0]!;
    const moved = (variant: number) => (u: BenchUser, events: { title: string }[]) =>
      events.filter((e) => e.title.startsWith(`Moved ${variant}: `)).length >= u.feeds.length;
    const { seconds: changedSeconds, cpu: changedByProcess } = await scheduledSync(db, server, users, ids, () =>
      until(users, { start: first.start, end: first.end }, moved(1)),
    );
    await assertAllStored(users);

    // The same two through the public sync-now call (gateway, token check, ownership check).
    before304 = countNotModified();
    const cpuBeforeUnchangedNow = stackCpu();
    const unchangedNow = await syncAll('sync now (HTTP), feed unchanged (304)', users);
    const unchangedNowCpu = total(cpuSince(cpuBeforeUnchangedNow));
    if (countNotModified() - before304 !== FEEDS) throw new Error(`expected ${FEEDS} answers 304, saw ${countNotModified() - before304}`);
    feeds.forEach(({ feed }) => server.serve(feed.path, icsCalendar(feedEvents(pathNumber(feed.path), 2))));
    const cpuBeforeChangedNow = stackCpu();
    const changedNow = await syncAll('sync now (HTTP), feed changed', users);
    await until(users, { start: first.start, end: first.end }, moved(2));
    const changedNowCpu = total(cpuSince(cpuBeforeChangedNow));

    const [unchangedCpu, changedCpu] = [total(unchangedByProcess), total(changedByProcess)];
    const k6 = process.env.FEED_BENCH_K6 === '0' ? undefined : await runK6(users);
    const perSync = (cpu: Record<string, number>) => Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, (v * 1000) / FEEDS]));
    return {
      rows: [adds, unchangedNow, changedNow],
      rates: {
        'node-ical parse only, events/s': (FEEDS * EVENTS) / parseSeconds,
        'pipeline fetch → queryable in schedules (scheduled sync), events/s': (FEEDS * EVENTS) / pipelineSeconds,
        'changed re-sync → queryable (scheduled sync), events/s': (FEEDS * EVENTS) / changedSeconds,
        'unchanged re-syncs (scheduled), feeds/s': FEEDS / unchangedSeconds,
        'CPU ms per unchanged re-sync (scheduled, whole stack)': (unchangedCpu * 1000) / FEEDS,
        'CPU ms per changed sync (scheduled, whole stack, until stored)': (changedCpu * 1000) / FEEDS,
        'CPU ms per unchanged sync now (HTTP, whole stack)': (unchangedNowCpu * 1000) / FEEDS,
        'CPU ms per changed sync now (HTTP, whole stack, until stored)': (changedNowCpu * 1000) / FEEDS,
      },
      ratios: {
        'pipeline / parse-only throughput (target ≥ 0.5)': parseSeconds / pipelineSeconds,
        'changed / unchanged scheduled sync cost, CPU (target ≥ 20)': changedCpu / Math.max(unchangedCpu, 0.01),
        'changed / unchanged sync now (HTTP) cost, CPU': changedNowCpu / Math.max(unchangedNowCpu, 0.01),
        'changed / unchanged sync now (HTTP), mean latency': changedNow.seconds / changedNow.requests / (unchangedNow.seconds / unchangedNow.requests),
      },
      cpuMsPerEvent: Object.fromEntries(Object.entries(pipelineCpu).map(([k, v]) => [k, (v * 1000) / (FEEDS * EVENTS)])),
      cpuMsPerSync: { unchanged: perSync(unchangedByProcess), changed: perSync(changedByProcess) },
      ...(k6 ? { k6 } : {}),
    };
  } finally {
    // Deleting the accounts removes their feeds in ingestion and their occurrences in schedules.
    await Promise.all(users.map((u) => fetch(`${GATEWAY}/api/users/me`, { method: 'DELETE', headers: headers(u.cookie) }).catch(() => undefined)));
    await mongo.close();
    await server.stop();
  }
}

/** infra/k6/feed-sync.js against the same gateway: sync-now on the bench feeds from k6's virtual users. */
async function runK6(users: BenchUser[]): Promise<Record<string, number> | undefined> {
  let k6: string;
  try {
    k6 = execFileSync('bash', [join(ROOT, 'infra/local/tools.sh'), 'k6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  } catch {
    console.warn('  k6 is not available; skipping the k6 scenario');
    return undefined;
  }
  const feeds = users.flatMap((u) => u.feeds.map((f) => ({ id: f.id, cookie: u.cookie })));
  const summary = join(mkdtempSync(join(tmpdir(), 'k6-')), 'summary.json');
  // Asynchronously: the feed server answering k6's syncs lives in this process.
  const child = spawn(k6, ['run', '--quiet', '--summary-export', summary, join(ROOT, 'infra/k6/feed-sync.js')], {
    env: { ...process.env, GATEWAY_URL: GATEWAY, FEED_SYNC_TARGETS: JSON.stringify(feeds.slice(0, 100)), FEED_SYNC_ITERATIONS: '400', FEED_SYNC_VUS: '8' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`k6 exited with ${code}`);
  const metrics = (JSON.parse(readFileSync(summary, 'utf8')) as { metrics: Record<string, Record<string, number>> }).metrics;
  const duration = metrics.http_req_duration!;
  return {
    'requests/s': metrics.http_reqs!.rate!,
    'p50 ms': duration.med!,
    'p95 ms': duration['p(95)']!,
    'failed rate': metrics.http_req_failed!.value ?? 0,
  };
}
