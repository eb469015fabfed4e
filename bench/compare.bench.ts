import { randomBytes } from 'node:crypto';
// From source, like the scripts: the bench needs no build of the test helpers.
import { OccurrenceFeed, type FeedOccurrence } from '../packages/test-support/src/occurrence-feed';
import { startBaseline } from './lib/baseline-server';
import { load, type LoadResult } from './lib/load';
import { until } from './lib/until';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const MEMBERS = 8;
const CLASSES_PER_DAY = 8; // Monday to Friday: 40 occurrences per member and week
const WEEK = { week: 12, year: 2027 }; // Monday 22 March 2027, Stockholm UTC+1
const REQUESTS = 1000;
const CONCURRENCY = 8; // a busy moment: every member of a group comparing at once
const SEQUENTIAL_REQUESTS = 200; // one user clicking through weeks

const ip = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
const headers = (cookie: string) => ({ cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': ip() });

interface BenchUser {
  id: string;
  cookie: string;
}

async function call(user: BenchUser, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${GATEWAY}${path}`, { method, headers: headers(user.cookie), body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

async function signUp(i: number): Promise<BenchUser> {
  const res = await fetch(`${GATEWAY}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': ip() },
    body: JSON.stringify({
      email: `bench.compare.${randomBytes(4).toString('hex')}@uni.test`,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: `Member ${i}`,
    }),
  });
  if (res.status !== 201) throw new Error(`bench sign-up failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: ((await res.json()) as { id: string }).id, cookie };
}

/** A member's week: eight 45-minute classes a day, staggered per member so the free time is not trivial. */
function week(member: number): FeedOccurrence[] {
  const monday = Date.UTC(2027, 2, 22) - 3_600_000; // 00:00 in Stockholm
  const out: FeedOccurrence[] = [];
  for (let day = 0; day < 5; day++) {
    for (let c = 0; c < CLASSES_PER_DAY; c++) {
      const start = new Date(monday + day * 86_400_000 + (8 + c) * 3_600_000 + ((member * 7 + c * 11) % 40) * 60_000);
      out.push({ start, end: new Date(start.getTime() + 45 * 60_000), title: `Course ${c}`, location: `Room ${100 + c}`, type: 'Lecture' });
    }
  }
  return out;
}

/** Builds the group through the public API: sign-ups, one batch invitation, seven acceptances. */
async function setUpGroup(): Promise<{ owner: BenchUser; groupId: string }> {
  const users = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => signUp(i)));
  const [owner, ...others] = users as [BenchUser, ...BenchUser[]];
  const created = await call(owner, 'POST', '/api/study-groups', { name: 'Bench group', createdBy: owner.id });
  if (created.status !== 201) throw new Error(`bench set-up: create group ${created.status}`);
  const groupId: string = created.body.id;
  // Groups learns about new users from identity's events: retry while they are unknown.
  await until('the members in the groups projection', async () => {
    const res = await call(owner, 'POST', `/api/study-groups/${groupId}/invitations`, { invitedUserIds: others.map((u) => u.id) });
    if (res.status === 201) return true;
    if (res.status !== 404) throw new Error(`bench set-up: invite ${res.status} ${JSON.stringify(res.body)}`);
    return undefined;
  });
  for (const u of others) {
    const pending = (await call(u, 'GET', `/api/invitations/user/${u.id}`)).body.pending;
    const res = await call(u, 'PUT', `/api/invitations/${pending[0].id}/respond`, { status: 'accepted' });
    if (res.status !== 200) throw new Error(`bench set-up: accept ${res.status}`);
  }
  const feed = new OccurrenceFeed();
  try {
    for (const [i, u] of users.entries()) await feed.replace(u.id, week(i), { sourceId: 'bench-feed' });
  } finally {
    await feed.disconnect();
  }
  await until('every member’s 40 occurrences in the comparison', async () => {
    const res = await call(owner, 'POST', `/api/study-groups/${groupId}/compare-schedules?week=${WEEK.week}&year=${WEEK.year}`);
    const complete =
      res.status === 200 && res.body.members.length === MEMBERS && res.body.members.every((m: any) => m.schedules.length === 5 * CLASSES_PER_DAY);
    return complete ? true : undefined;
  });
  return { owner, groupId };
}

/**
 * POST /api/study-groups/{id}/compare-schedules through the gateway for a group of 8 members
 * with 40 occurrences each (gateway → groups → schedules' internal endpoint → free time), next
 * to a bare Node server answering the same JSON body.
 */
export async function compareBench(): Promise<{ rows: LoadResult[]; ratios: Record<string, number>; figures: Record<string, number>; responseBytes: number }> {
  const { owner, groupId } = await setUpGroup();
  const path = `/api/study-groups/${groupId}/compare-schedules?week=${WEEK.week}&year=${WEEK.year}`;
  const sample = await call(owner, 'POST', path);
  const baseline = await startBaseline(sample.body);
  const compareOnce = async () => {
    const r = await fetch(`${GATEWAY}${path}`, { method: 'POST', headers: { cookie: owner.cookie, 'x-requested-with': 'XMLHttpRequest' } });
    await r.arrayBuffer();
    return r.ok;
  };
  try {
    for (let i = 0; i < 20; i++) await compareOnce(); // warm-up: JIT, connection pools
    const baselineCall = async () => {
      const r = await fetch(`${baseline.url}${path}`, { method: 'POST' });
      await r.arrayBuffer();
      return r.ok;
    };
    const rows: LoadResult[] = [
      await load('baseline: bare Node POST, 1 client', SEQUENTIAL_REQUESTS, 1, baselineCall),
      await load('compare 8 × 40 via gateway, 1 client', SEQUENTIAL_REQUESTS, 1, compareOnce),
      await load(`baseline: bare Node POST, ${CONCURRENCY} clients`, REQUESTS, CONCURRENCY, baselineCall),
      await load(`compare 8 × 40 via gateway, ${CONCURRENCY} clients`, REQUESTS, CONCURRENCY, compareOnce),
    ];
    const ratios = {
      'comparison p50 latency, 1 client, gateway / baseline': rows[1]!.p50 / rows[0]!.p50,
      'comparison p95 latency, 1 client, gateway / baseline': rows[1]!.p95 / rows[0]!.p95,
      [`comparison p50 latency, ${CONCURRENCY} clients, gateway / baseline`]: rows[3]!.p50 / rows[2]!.p50,
      [`comparison throughput, ${CONCURRENCY} clients, gateway / baseline`]: rows[3]!.perSecond / rows[2]!.perSecond,
    };
    const figures = { 'comparison p50 latency, 1 client (ms)': rows[1]!.p50 };
    return { rows, ratios, figures, responseBytes: Buffer.byteLength(JSON.stringify(sample.body)) };
  } finally {
    await baseline.close();
  }
}
