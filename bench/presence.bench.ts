import { performance } from 'node:perf_hooks';
// From source, like the other benches: no build of the test helpers needed.
import { ApiClient, signUpUser, type SignedUpUser } from '../packages/test-support/src/api-client';
import { LiveStreamClient, type LiveEvent } from '../packages/test-support/src/live-stream';
import { OccurrenceFeed, type FeedOccurrence } from '../packages/test-support/src/occurrence-feed';
import { groupWith } from '../services/groups/test/support/groups-flow';
import { startLiveBaseline } from './lib/baseline-live';
import { startBaseline } from './lib/baseline-server';
import { load, type LoadResult } from './lib/load';
import { until } from './lib/until';

const MEMBERS = 8; // the group whose page is open: group presence read and fan-out receivers
const STREAMS = Number(process.env.PRESENCE_BENCH_STREAMS ?? 500); // open GET /api/live streams during the fan-out
const TABS_PER_STUDENT = 6; // the other students' open tabs, one stream each
const UPDATERS = 16; // students reporting changes at once
const UPDATES = 2000;
const READS = 2000;
const READ_CONCURRENCY = 8; // every member of the group polling at once
const FANOUT_UPDATES = 200; // one after the other, each awaited at all seven co-members
const EVENT_TIMEOUT_MS = 5000;
const OPEN_TIMEOUT_MS = 15_000;
const CAMPUS = 'cbs-kilen';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function shareOn(user: SignedUpUser): Promise<void> {
  // keepSharing: a run near midnight must not see the sharing end with the day.
  const res = await user.client.post('/api/presence/toggle-sharing', { enabled: true, keepSharing: true });
  if (res.status !== 200) throw new Error(`bench set-up: toggle-sharing ${res.status} ${JSON.stringify(res.body)}`);
}

/** The body a browser sends for its n-th change: on campus and off again, so every report is a change. */
const report = (n: number) => (n % 2 === 0 ? { campusId: CAMPUS, status: 'on_campus' } : { campusId: null, status: 'off_campus' });

/** Classes every 40 minutes from four hours ago to four hours ahead: whatever the hour, a member is in class or has a next one. */
function classesAroundNow(member: number): FeedOccurrence[] {
  const first = Math.floor(Date.now() / 600_000) * 600_000 - 4 * 3_600_000 + member * 60_000;
  return Array.from({ length: 12 }, (_, i) => {
    const start = new Date(first + i * 40 * 60_000);
    return { start, end: new Date(start.getTime() + 30 * 60_000), title: `Course ${i}`, location: `Room ${100 + i}`, type: 'Lecture' };
  });
}

/** Eight students in one study group, sharing and on campus, each with a timetable for today. */
async function setUpGroup(): Promise<{ members: SignedUpUser[]; groupId: string }> {
  const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => signUpUser({ firstName: 'Bench', lastName: `Member ${i}` })));
  const group = await groupWith(members[0]!, members.slice(1), { name: 'Presence bench group' });
  const feed = new OccurrenceFeed();
  try {
    for (const [i, m] of members.entries()) await feed.replace(m.id, classesAroundNow(i), { sourceId: 'bench-presence' });
  } finally {
    await feed.disconnect();
  }
  for (const m of members) {
    await shareOn(m);
    const res = await m.client.post('/api/presence/update', report(0));
    if (res.status !== 200) throw new Error(`bench set-up: update ${res.status} ${JSON.stringify(res.body)}`);
  }
  // presence learns the group from groups' events and the timetables from schedules.
  await until('the whole group on campus with timetables in group presence', async () => {
    const res = await members[0]!.client.get(`/api/study-groups/${group.id}/presence`);
    if (res.status !== 200) return undefined;
    const views = Object.values(res.body as Record<string, { status: string; timetable: { now: string; until: string } | null }>);
    const complete =
      views.length === MEMBERS && views.every((v) => v.status === 'on_campus' && v.timetable && !(v.timetable.now === 'free' && v.timetable.until === '24:00'));
    return complete ? true : undefined;
  });
  return { members, groupId: group.id };
}

interface Tab {
  userId: string;
  client: ApiClient;
}

interface FanOutResult extends LoadResult {
  streamsOpen: number;
  /** Reports sent before one went unanswered for EVENT_TIMEOUT_MS (the run stopped there). */
  stalledAfter?: number;
}

/**
 * Opens `STREAMS` live streams — one per member of the group and the rest as other students'
 * tabs — then has the members report a change one after the other, and measures for each the
 * time from sending the report to the `presence` event arriving on each co-member's stream.
 */
async function fanOut(name: string, members: Tab[], others: Tab[]): Promise<FanOutResult> {
  const tabs = [...members, ...others.flatMap((o) => Array.from({ length: TABS_PER_STUDENT }, () => o))].slice(0, STREAMS);
  const streams: LiveStreamClient[] = [];
  const ready = new Array<LiveStreamClient | undefined>(tabs.length);
  // In batches, as tabs come and go, each awaited until its `ready` event; once a batch does not
  // open completely, more would only wait the same (and hold up everyone's requests meanwhile).
  for (let i = 0; i < tabs.length && ready.filter(Boolean).length === i; i += 50) {
    await Promise.all(
      tabs.slice(i, i + 50).map(async (tab, j) => {
        const opening = LiveStreamClient.open(tab.client);
        // A stream that opens after the deadline is not counted, but is closed at the end.
        void opening.then(
          (s) => streams.push(s),
          () => undefined,
        );
        const stream = await Promise.race([opening, new Promise<undefined>((r) => setTimeout(() => r(undefined), OPEN_TIMEOUT_MS))]).catch(() => undefined);
        if (stream?.status !== 200) return;
        if (await stream.next((e) => e.event === 'ready', OPEN_TIMEOUT_MS).catch(() => undefined)) ready[i + j] = stream;
      }),
    );
  }
  const streamsOpen = ready.filter(Boolean).length;
  const receivers = ready.slice(0, members.length).filter((s): s is LiveStreamClient => s !== undefined);
  if (receivers.length < members.length) {
    await Promise.all(streams.map((s) => s.close()));
    throw new Error(`${name}: the group members' own streams did not open (${streamsOpen} of ${tabs.length} streams open)`);
  }
  const delays: number[] = [];
  let missing = 0;
  let stalledAfter: number | undefined;
  const started = performance.now();
  try {
    for (let i = 0; i < FANOUT_UPDATES; i++) {
      const sender = i % members.length;
      const body = report(Math.floor(i / members.length) + 1);
      const from = receivers.map((s) => s.events.length);
      const sent = Date.now();
      const res = await Promise.race([
        members[sender]!.client.post('/api/presence/update', body),
        new Promise<undefined>((r) => setTimeout(() => r(undefined), EVENT_TIMEOUT_MS)),
      ]).catch(() => undefined);
      if (!res) {
        // Not even answered: the path is stuck, and every further report would wait the same.
        stalledAfter = i;
        missing += (FANOUT_UPDATES - i) * (members.length - 1);
        break;
      }
      if (res.status !== 200) {
        missing += members.length - 1;
        continue;
      }
      const matches = (e: LiveEvent) => e.event === 'presence' && e.data.userId === members[sender]!.userId && e.data.presence?.status === body.status;
      await Promise.all(
        receivers.map(async (stream, r) => {
          if (r === sender) return;
          const event = await stream.next(matches, EVENT_TIMEOUT_MS, from[r]).catch(() => undefined);
          if (event) delays.push(event.at - sent);
          else missing++;
        }),
      );
    }
  } finally {
    await Promise.all(streams.map((s) => s.close()));
  }
  const seconds = (performance.now() - started) / 1000;
  delays.sort((a, b) => a - b);
  const expected = FANOUT_UPDATES * (members.length - 1);
  return {
    name,
    requests: expected,
    seconds,
    perSecond: delays.length / seconds,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    errors: missing,
    streamsOpen,
    stalledAfter,
  };
}

/**
 * Campus presence next to bare Node servers, in one run: POST /api/presence/update through the
 * gateway (each report a change: session check, guard, MongoDB write with the versioned
 * snapshot, relay to presence.status.v1), GET /api/study-groups/{id}/presence for a group of 8
 * on campus (membership projection, states, schedules' /internal/occurrences for the timetable
 * 'now'), and the fan-out delay from a report to the event on each co-member's GET /api/live
 * stream while 500 streams are open (relay → Kafka → every replica's broadcast consumer → the
 * streams, through the gateway), against a bare Node server writing the same event directly.
 */
export async function presenceBench(): Promise<{ rows: LoadResult[]; ratios: Record<string, number>; streams: Record<string, number> }> {
  const { members, groupId } = await setUpGroup();
  const updaters = await Promise.all(Array.from({ length: UPDATERS }, () => signUpUser({ firstName: 'Bench', lastName: 'Updater' })));
  for (const u of updaters) await shareOn(u);
  const otherStudents = Math.ceil((STREAMS - MEMBERS) / TABS_PER_STUDENT);
  const others = await Promise.all(Array.from({ length: otherStudents }, () => signUpUser({ firstName: 'Bench', lastName: 'Tab' })));

  const groupPath = `/api/study-groups/${groupId}/presence`;
  const sample = await members[0]!.client.get(groupPath);
  const baseline = await startBaseline(sample.body);
  const coMembers = new Map(members.map((m) => [m.id, members.filter((o) => o !== m).map((o) => o.id)]));
  const liveBaseline = await startLiveBaseline(coMembers);
  const baselineTab = (id: string): Tab => {
    const client = new ApiClient(liveBaseline.url);
    client.cookies.set('uid', id);
    return { userId: id, client };
  };
  try {
    // Warm-up: JIT, connection pools.
    for (let i = 0; i < 20; i++) await members[0]!.client.get(groupPath);
    // Each report is a change of its student's state, and no student has two in flight.
    const changes = new Array<number>(UPDATERS).fill(1);
    const free = updaters.map((_, w) => w);
    const rows: LoadResult[] = [];
    rows.push(
      await load('baseline: bare Node POST (same body)', UPDATES, UPDATERS, async (i) => {
        const r = await fetch(`${baseline.url}/api/presence/update`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(report(i)),
        });
        await r.arrayBuffer();
        return r.ok;
      }),
    );
    rows.push(
      await load('gateway → presence: POST update (a change)', UPDATES, UPDATERS, async () => {
        const w = free.pop()!;
        try {
          const res = await updaters[w]!.client.post('/api/presence/update', report(changes[w]!++));
          return res.status === 200;
        } finally {
          free.push(w);
        }
      }),
    );
    rows.push(
      await load('baseline: bare Node GET (same JSON)', READS, READ_CONCURRENCY, async () => {
        const r = await fetch(`${baseline.url}${groupPath}`);
        await r.arrayBuffer();
        return r.ok;
      }),
    );
    rows.push(
      await load('gateway → presence: GET group presence (8)', READS, READ_CONCURRENCY, async (i) => {
        const res = await members[i % MEMBERS]!.client.get(groupPath);
        // A read without timetables (schedules not answering) is not the work being measured.
        const views = Object.values((res.body ?? {}) as Record<string, { timetable: unknown }>);
        return res.status === 200 && views.length === MEMBERS && views.every((v) => v.timetable);
      }),
    );
    const bare = await fanOut(
      `baseline: bare Node fan-out, ${STREAMS} streams`,
      members.map((m) => baselineTab(m.id)),
      others.map((o) => baselineTab(o.id)),
    );
    const live = await fanOut(
      `fan-out via gateway, ${STREAMS} streams`,
      members.map((m) => ({ userId: m.id, client: m.client })),
      others.map((o) => ({ userId: o.id, client: o.client })),
    );
    rows.push(bare, live);
    return {
      rows,
      ratios: {
        'update throughput, presence / baseline': rows[1]!.perSecond / rows[0]!.perSecond,
        'update p95 latency, presence / baseline': rows[1]!.p95 / rows[0]!.p95,
        'group presence p95 latency, presence / baseline': rows[3]!.p95 / rows[2]!.p95,
        'fan-out p50 delay, presence / baseline': live.p50 / bare.p50,
        'fan-out p95 delay, presence / baseline': live.p95 / bare.p95,
      },
      streams: {
        requested: STREAMS,
        'open (baseline)': bare.streamsOpen,
        'open (gateway → presence)': live.streamsOpen,
        ...(live.stalledAfter === undefined ? {} : { 'fan-out reports answered before one stalled': live.stalledAfter }),
      },
    };
  } finally {
    await baseline.close();
    await liveBaseline.close();
    // Deleting the accounts removes their presence, memberships and timetables.
    await Promise.all([...members, ...updaters, ...others].map((u) => u.client.delete('/api/users/me').catch(() => undefined)));
  }
}
