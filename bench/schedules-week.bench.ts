import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { IngestionEventTypes, SourceOccurrencesReplacedSchema, Topics } from '@overlap/proto';
import { Kafka, logLevel } from 'kafkajs';
import { randomBytes } from 'node:crypto';
// From source, like the scripts: the bench needs no build of the platform package.
import { encodeEnvelope } from '../packages/platform/src/kafka/envelope';
import { startBaseline } from './lib/baseline-server';
import { startFloor } from './lib/floor';
import { load, type LoadResult } from './lib/load';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const WEEKS = 40; // ISO weeks 2..41 of 2026
const CLASSES_PER_WEEK = 25; // five a day, Monday to Friday: 1,000 occurrences in all
const SEQUENTIAL_REQUESTS = 300; // one at a time: the latency a student sees
const REQUESTS = 2000;
const CONCURRENCY = 16; // closed loop: throughput, and latency under queueing
const SCHEDULES_DATABASE = process.env.SCHEDULES_DATABASE_URL ?? 'postgres://overlap:overlap@127.0.0.1:5432/schedules';

const ip = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

/** A term of weekly classes in UTC instants, as ingestion publishes them after expanding a feed. */
function term() {
  const week2Monday = Date.UTC(2026, 0, 5);
  const occurrences = [];
  for (let w = 0; w < WEEKS; w++) {
    for (let i = 0; i < CLASSES_PER_WEEK; i++) {
      const start = new Date(week2Monday + (w * 7 + Math.floor(i / 5)) * 86_400_000 + (7 + 2 * (i % 5)) * 3_600_000);
      occurrences.push({
        occurrenceId: `course-${i}@${start.toISOString()}`,
        uid: `course-${i}`,
        title: `Course ${i}`,
        description: 'Weekly lecture',
        location: `Room ${100 + i}`,
        start: timestampFromDate(start),
        end: timestampFromDate(new Date(start.getTime() + 105 * 60_000)),
        allDay: false,
        sourceTimezone: 'Europe/Stockholm',
        eventType: 'Lecture',
      });
    }
  }
  return occurrences;
}

async function signUp(): Promise<{ id: string; cookie: string }> {
  const res = await fetch(`${GATEWAY}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': ip() },
    body: JSON.stringify({ email: `bench.week.${randomBytes(4).toString('hex')}@uni.test`, password: 'bench-password-1' }),
  });
  if (res.status !== 201) throw new Error(`bench sign-up failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: ((await res.json()) as { id: string }).id, cookie };
}

async function publishTerm(userId: string): Promise<number> {
  const occurrences = term();
  const payload = create(SourceOccurrencesReplacedSchema, {
    userId,
    sourceId: 'bench-feed',
    sourceKind: 'ics',
    sourceName: 'Bench term',
    version: 1n,
    occurrences,
  });
  const { value } = encodeEnvelope('bench', {
    topic: Topics.ingestionSchedules,
    key: userId,
    eventType: IngestionEventTypes.sourceOccurrencesReplaced,
    schema: SourceOccurrencesReplacedSchema,
    payload,
  });
  const producer = new Kafka({ clientId: 'bench', brokers: BROKERS, logLevel: logLevel.NOTHING }).producer({ allowAutoTopicCreation: true });
  await producer.connect();
  try {
    await producer.send({ topic: Topics.ingestionSchedules, messages: [{ key: userId, value }] });
  } finally {
    await producer.disconnect();
  }
  return occurrences.length;
}

async function waitUntilStored(cookie: string, expected: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${GATEWAY}/api/ics/events?start=2026-01-01&end=2026-12-31`, { headers: { cookie } });
    if (res.ok && ((await res.json()) as { events: unknown[] }).events.length === expected) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`schedules did not store the ${expected} bench occurrences within 60 s`);
}

/**
 * GET /api/events (one ISO week) through the gateway for a user with 1,000 stored occurrences
 * delivered over Kafka, next to a bare Node server answering the same week's JSON.
 */
export async function weekQueryBench(): Promise<{ rows: LoadResult[]; ratios: Record<string, number>; occurrences: number }> {
  const user = await signUp();
  const occurrences = await publishTerm(user.id);
  await waitUntilStored(user.cookie, occurrences);
  const weekPath = (i: number) => `/api/events?week=${2 + (i % WEEKS)}&year=2026&userId=${user.id}`;
  const sample = await fetch(`${GATEWAY}${weekPath(0)}`, { headers: { cookie: user.cookie } });
  const body = (await sample.json()) as { events: unknown[] };
  if (body.events.length !== CLASSES_PER_WEEK) throw new Error(`expected ${CLASSES_PER_WEEK} events in a week, got ${body.events.length}`);
  const baseline = await startBaseline(body);
  // The week's rows by the (user, start) index, for week 2 (Monday 5 January 2026, Stockholm).
  const floor = await startFloor(
    SCHEDULES_DATABASE,
    'SELECT occurrence_id, title, description, location, event_type, start_at, end_at, all_day, source_timezone FROM occurrences WHERE user_id = $1 AND start_at < $2 AND end_at > $3 ORDER BY start_at',
    [user.id, '2026-01-11T23:00:00Z', '2026-01-04T23:00:00Z'],
  );
  try {
    const baselineCall = async () => {
      const r = await fetch(`${baseline.url}/week`);
      await r.arrayBuffer();
      return r.ok;
    };
    const weekCall = async (i: number) => {
      const r = await fetch(`${GATEWAY}${weekPath(i)}`, { headers: { cookie: user.cookie } });
      await r.arrayBuffer();
      return r.ok;
    };
    const rows: LoadResult[] = [
      await load('baseline: bare Node GET, one at a time', SEQUENTIAL_REQUESTS, 1, baselineCall),
      await load('GET /api/events (week), one at a time', SEQUENTIAL_REQUESTS, 1, weekCall),
      await load(`baseline: bare Node GET, ${CONCURRENCY} concurrent`, REQUESTS, CONCURRENCY, baselineCall),
      await load(`GET /api/events (week), ${CONCURRENCY} concurrent`, REQUESTS, CONCURRENCY, weekCall),
      await load('floor: bare proxy → bare server + the week read, one at a time', SEQUENTIAL_REQUESTS, 1, async () => {
        const r = await fetch(`${floor.url}/week`);
        const rows = (await r.json()) as unknown[];
        return r.ok && rows.length === CLASSES_PER_WEEK;
      }),
    ];
    const ratios = {
      'week query p50 latency (one at a time), gateway / baseline': rows[1]!.p50 / rows[0]!.p50,
      'week query throughput (concurrent), gateway / baseline': rows[3]!.perSecond / rows[2]!.perSecond,
      // What the architecture's hop and read alone allow (ADR 050): the target's floor.
      'floor p50 latency (one at a time), bare proxy + read / baseline': rows[4]!.p50 / rows[0]!.p50,
    };
    return { rows, ratios, occurrences };
  } finally {
    await Promise.all([baseline.close(), floor.close()]);
  }
}
