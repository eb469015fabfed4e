/* global __ENV */
// k6: how many concurrently active students the whole stack serves, a capacity figure in
// students per core. Localhost only, bounded.
//
//   npm run load -- student-day              # a short smoke (two small levels)
//   npm run capacity                         # the measurement: levels up to STUDENT_DAY_LEVELS
//
// Needs FEED_BASE_URL like week-view.js (scripts/load.ts serves the feeds). setup() signs up one
// account per virtual student at the highest level, each subscribed to a feed, in groups of four
// with presence sharing on. Each virtual student then lives a student's day, compressed: it signs
// in once, keeps one live stream open (the study-groups page's `GET /api/live`, as every signed-in
// tab does), and between think times (exponential, mean THINK_SECONDS) does one of the page
// actions below with the weights of an active student's hour (two comparisons an hour, a feed
// sync now and then, the pricing page once). The load rises in levels (ramping-vus: a ramp to
// each level, then a hold); per level and per action the p95 and the errors are kept. The figure
// is the highest level whose every action kept p95 ≤ P95_LIMIT_MS and had no error, divided by
// the cores (CORES, set by the runner from the machine): the app, the stack and k6 itself share
// those cores, so the figure is what the machine gives, not what the app alone could.
import http from 'k6/http';
import exec from 'k6/execution';
import { check, fail, sleep } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import { api, BAGGAGE, clientIp, deleteAccounts, formGroup, GATEWAY, headers, isoWeek, jsonHeaders, PASSWORD } from './lib/overlap.js';

const LEVELS = (__ENV.STUDENT_DAY_LEVELS || '80,160,320,480,640,800,1200,1600').split(',').map(Number);
const RAMP_SECONDS = Number(__ENV.STUDENT_DAY_RAMP_SECONDS || 30);
const HOLD_SECONDS = Number(__ENV.STUDENT_DAY_HOLD_SECONDS || 60);
const THINK_SECONDS = Number(__ENV.STUDENT_DAY_THINK_SECONDS || 3);
const P95_LIMIT_MS = Number(__ENV.STUDENT_DAY_P95_MS || 300);
// A p95 of a handful of samples is their slowest one: an action with fewer at a level (a comparison
// or a sync, twice an hour) is shown there but decides nothing; its errors always decide.
const MIN_SAMPLES = Number(__ENV.STUDENT_DAY_MIN_SAMPLES || 20);
const CORES = Number(__ENV.CORES || 2);
const FEEDS = Number(__ENV.FEED_COUNT || 5);
const GROUP_SIZE = 4;
const STUDENTS = Math.ceil(Math.max(...LEVELS) / GROUP_SIZE) * GROUP_SIZE;
const WEEK = __ENV.LOAD_WEEK ? { week: Number(__ENV.LOAD_WEEK), year: Number(__ENV.LOAD_YEAR) } : isoWeek(1);
const CAMPUSES = ['cbs-kilen', 'cbs-solbjerg-plads'];

// Actions a signed-in student takes, weighted per hour of use (one every THINK_SECONDS on average,
// so about 1,200 an hour): the calendar and the groups page are what students open all day.
const ACTIONS = [
  { name: 'week', perHour: 420 }, // the calendar: a week, then the next or previous one
  { name: 'groups', perHour: 240 }, // the study-groups page: list, invitations, one group's presence
  { name: 'presence', perHour: 240 }, // the device reports a campus change
  { name: 'month', perHour: 120 }, // the month view
  { name: 'feeds', perHour: 120 }, // the upload page: the feed list
  { name: 'profile', perHour: 54 }, // profile and settings
  { name: 'compare', perHour: 2 },
  { name: 'sync', perHour: 2 },
  { name: 'pricing', perHour: 2 },
];
const TOTAL_PER_HOUR = ACTIONS.reduce((sum, a) => sum + a.perHour, 0);

// One trend and one error counter per level and action: k6's summary keeps only whole-run
// percentiles, the capacity needs them per level.
const stageOfLevel = [];
const stages = [];
for (const level of LEVELS) {
  stages.push({ duration: `${RAMP_SECONDS}s`, target: level }, { duration: `${HOLD_SECONDS}s`, target: level });
  stageOfLevel.push(level);
}
const trends = {};
const errors = {};
for (const level of LEVELS) {
  for (const action of [...ACTIONS.map((a) => a.name), 'signin']) {
    trends[`${level}:${action}`] = new Trend(`step_${level}_${action}`, true);
    errors[`${level}:${action}`] = new Counter(`errors_${level}_${action}`);
  }
}

export const options = {
  setupTimeout: '20m',
  teardownTimeout: '10m',
  scenarios: {
    student_day: { executor: 'ramping-vus', startVUs: 0, stages, gracefulRampDown: '5s', gracefulStop: '10s' },
  },
  thresholds: {
    'http_req_duration{name:GET /api/events}': ['p(95)<300'],
    'http_req_duration{name:GET /api/study-groups/user/:userId}': ['p(95)<300'],
    'http_req_duration{name:GET /api/invitations/user/:userId}': ['p(95)<300'],
    'http_req_duration{name:GET /api/study-groups/:id/presence}': ['p(95)<300'],
    'http_req_duration{name:POST /api/presence/update}': ['p(95)<300'],
    'http_req_duration{name:POST /api/study-groups/:id/compare-schedules}': ['p(95)<300'],
    'http_req_failed{kind:api}': ['rate<0.01'],
    checks: ['rate>0.99'],
  },
  summaryTrendStats: ['p(50)', 'p(95)', 'count'],
};

/** The level the run is at now: the hold it is in, or the one it is ramping towards. */
function currentLevel() {
  const elapsed = (Date.now() - exec.scenario.startTime) / 1000;
  const index = Math.min(LEVELS.length - 1, Math.floor(elapsed / (RAMP_SECONDS + HOLD_SECONDS)));
  return stageOfLevel[index];
}

/** Times a group of requests as one user-visible step: the slowest of them, failed if any did. */
function step(action, requests) {
  const level = currentLevel();
  const responses = http.batch(requests);
  const ok = responses.every((r) => r.status >= 200 && r.status < 300);
  const slowest = Math.max(...responses.map((r) => r.timings.duration));
  trends[`${level}:${action}`].add(slowest);
  if (!ok) errors[`${level}:${action}`].add(1);
  check(responses, { [`${action} answered 2xx`]: () => ok });
  return responses;
}

const get = (student, url, tags) => ['GET', `${GATEWAY}${url}`, null, { headers: headers(student), tags }];
const post = (student, url, body, tags) => ['POST', `${GATEWAY}${url}`, body === null ? null : JSON.stringify(body), { headers: headers(student), tags }];

/** Runs `make(item)` requests in batches of 16 (sign-ups hash passwords: the set-up must not take hours). */
function batched(items, make) {
  const out = [];
  for (let i = 0; i < items.length; i += 16) out.push(...http.batch(items.slice(i, i + 16).map(make)));
  return out;
}

export function setup() {
  if (!__ENV.FEED_BASE_URL) fail('student-day.js needs FEED_BASE_URL (npm run load serves the feeds)');
  const ids = Array.from({ length: STUDENTS }, (_, i) => i);
  const accounts = ids.map((i) => ({ ip: clientIp(), email: `k6.day.${i}.${Math.floor(Math.random() * 1e6)}.${Date.now()}@uni.test`, i }));
  const signUps = batched(accounts, (a) => [
    'POST',
    `${GATEWAY}/api/auth/signup`,
    JSON.stringify({ email: a.email, password: PASSWORD, firstName: 'K6', lastName: `Student ${a.i}` }),
    { headers: jsonHeaders(a.ip), tags: api('POST /api/auth/signup') },
  ]);
  const students = accounts.map((a, i) => {
    const res = signUps[i];
    if (res.status !== 201) fail(`sign-up failed: ${res.status} ${res.body}`);
    return { id: res.json('id'), email: a.email, ip: a.ip, cookie: `overlap_at=${res.cookies.overlap_at[0].value}` };
  });
  const feeds = batched(students, (s) => [
    'POST',
    `${GATEWAY}/api/ics/subscriptions`,
    JSON.stringify({ userId: s.id, name: 'k6 timetable', url: `${__ENV.FEED_BASE_URL}/feed-${students.indexOf(s) % FEEDS}.ics` }),
    { headers: headers(s), tags: api('POST /api/ics/subscriptions') },
  ]);
  students.forEach((s, i) => {
    if (feeds[i].status !== 201) fail(`adding the feed failed: ${feeds[i].status} ${feeds[i].body}`);
    s.feedId = feeds[i].json('id');
  });
  // Every feed synced: each student's week shows classes.
  let waiting = students;
  for (let tries = 0; waiting.length && tries < 240; tries++) {
    const weeks = batched(waiting, (s) => [
      'GET',
      `${GATEWAY}/api/events?week=${WEEK.week}&year=${WEEK.year}`,
      null,
      { headers: headers(s), tags: api('GET /api/events') },
    ]);
    waiting = waiting.filter((_, i) => !(weeks[i].status === 200 && weeks[i].json('events').length > 0));
    if (waiting.length) sleep(0.5);
  }
  if (waiting.length) fail(`set-up: ${waiting.length} feeds never reached the week`);
  for (let g = 0; g < STUDENTS / GROUP_SIZE; g++) {
    const members = students.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE);
    const groupId = formGroup(members, 'k6 study group');
    for (const m of members) m.groupId = groupId;
  }
  const sharing = batched(students, (s) => [
    'POST',
    `${GATEWAY}/api/presence/toggle-sharing`,
    JSON.stringify({ enabled: true, keepSharing: true }),
    { headers: headers(s), tags: api('POST /api/presence/toggle-sharing') },
  ]);
  sharing.forEach((res) => res.status === 200 || fail(`toggle-sharing failed: ${res.status} ${res.body}`));
  // Presence learns the groups from groups' events: until it has, a member's group presence is 403.
  // The levels start once every group's last member is known there, so no level measures the set-up.
  let unknown = students.filter((_, i) => i % GROUP_SIZE === GROUP_SIZE - 1);
  for (let tries = 0; unknown.length && tries < 600; tries++) {
    const reads = batched(unknown, (s) => [
      'GET',
      `${GATEWAY}/api/study-groups/${s.groupId}/presence`,
      null,
      { headers: headers(s), tags: api('GET /api/study-groups/:id/presence'), responseCallback: http.expectedStatuses(200, 403) },
    ]);
    unknown = unknown.filter((_, i) => reads[i].status !== 200);
    if (unknown.length) sleep(0.5);
  }
  if (unknown.length) fail(`set-up: presence never learned ${unknown.length} groups`);
  // Sessions are made again by each virtual student (a run outlives the access token's 15 minutes).
  return { students: students.map(({ cookie: _c, ...s }) => s), week: WEEK };
}

// Per VU (module scope): its student, signed in once, and its place in the week.
let me;
let weekOffset = 0;
let onCampus = false;

/** Signs an account in; the session cookie, or undefined when it failed. */
function login(account) {
  const res = http.post(`${GATEWAY}/api/auth/login`, JSON.stringify({ email: account.email, password: PASSWORD }), {
    headers: jsonHeaders(account.ip),
    tags: api('POST /api/auth/login'),
  });
  return { res, cookie: res.status === 200 ? `overlap_at=${res.cookies.overlap_at[0].value}` : undefined };
}

function signIn(data) {
  const account = data.students[(exec.vu.idInTest - 1) % data.students.length];
  const level = currentLevel();
  const { res, cookie } = login(account);
  trends[`${level}:signin`].add(res.timings.duration);
  if (!cookie) {
    errors[`${level}:signin`].add(1);
    fail(`sign-in failed: ${res.status}`);
  }
  return { ...account, cookie };
}

function weekOf(offset) {
  const date = new Date(Date.UTC(data0.week.year, 0, 4 + (data0.week.week - 1 + offset) * 7));
  return isoWeekOf(date);
}
let data0;
function isoWeekOf(d) {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = new Date(Date.UTC(day.getUTCFullYear(), 0, 1));
  return { week: Math.ceil(((day - yearStart) / 86400000 + 1) / 7), year: day.getUTCFullYear() };
}

function act(action) {
  const s = me;
  switch (action) {
    case 'week': {
      weekOffset += Math.random() < 0.5 ? 1 : -1;
      if (Math.abs(weekOffset) > 3) weekOffset = 0;
      const w = weekOf(weekOffset);
      step('week', [get(s, `/api/events?week=${w.week}&year=${w.year}`, api('GET /api/events'))]);
      break;
    }
    case 'month': {
      // The month grid asks for six weeks from the Monday before the 1st.
      const from = new Date(Date.UTC(data0.week.year, 0, 4 + (data0.week.week - 1) * 7 - 7));
      const to = new Date(from.getTime() + 42 * 86400000);
      step('month', [get(s, `/api/ics/events?start=${from.toISOString()}&end=${to.toISOString()}`, api('GET /api/ics/events'))]);
      break;
    }
    case 'groups':
      step('groups', [
        get(s, `/api/study-groups/user/${s.id}`, api('GET /api/study-groups/user/:userId')),
        get(s, `/api/invitations/user/${s.id}`, api('GET /api/invitations/user/:userId')),
        get(s, `/api/study-groups/${s.groupId}/presence`, api('GET /api/study-groups/:id/presence')),
      ]);
      break;
    case 'presence': {
      onCampus = !onCampus;
      const campusId = onCampus ? CAMPUSES[Math.floor(Math.random() * CAMPUSES.length)] : null;
      step('presence', [post(s, '/api/presence/update', { campusId, status: onCampus ? 'on_campus' : 'off_campus' }, api('POST /api/presence/update'))]);
      break;
    }
    case 'feeds':
      step('feeds', [get(s, `/api/ics/subscriptions/user/${s.id}`, api('GET /api/ics/subscriptions/user/:userId'))]);
      break;
    case 'profile':
      step('profile', [get(s, '/api/auth/user', api('GET /api/auth/user')), get(s, '/api/users/settings', api('GET /api/users/settings'))]);
      break;
    case 'compare': {
      const w = weekOf(0);
      step('compare', [
        post(s, `/api/study-groups/${s.groupId}/compare-schedules?week=${w.week}&year=${w.year}`, null, api('POST /api/study-groups/:id/compare-schedules')),
      ]);
      break;
    }
    case 'sync':
      step('sync', [post(s, `/api/ics/subscriptions/${s.feedId}/sync`, null, api('POST /api/ics/subscriptions/:id/sync'))]);
      break;
    case 'pricing':
      step('pricing', [
        get(s, '/api/subscriptions/pricing', api('GET /api/subscriptions/pricing')),
        get(s, `/api/subscriptions/user/${s.id}`, api('GET /api/subscriptions/user/:userId')),
      ]);
      break;
  }
}

function pickAction() {
  let roll = Math.random() * TOTAL_PER_HOUR;
  for (const a of ACTIONS) {
    roll -= a.perHour;
    if (roll < 0) return a.name;
  }
  return ACTIONS[0].name;
}

/** One stretch of a student's day: the live stream held open while they click about. */
export default async function (data) {
  data0 = data;
  if (!me) {
    // Students arrive over the ramp, not all at one instant of it.
    sleep(Math.random() * THINK_SECONDS);
    me = signIn(data);
    // The page they land on: the calendar.
    act('week');
  }
  const stretch = Math.min(60, HOLD_SECONDS + RAMP_SECONDS);
  const started = Date.now();
  const stream = http.asyncRequest('GET', `${GATEWAY}/api/live`, null, {
    headers: { ...BAGGAGE, cookie: me.cookie, accept: 'text/event-stream', 'x-forwarded-for': me.ip },
    timeout: `${stretch}s`,
    responseType: 'none',
    tags: { name: 'GET /api/live', kind: 'stream' },
  });
  while (Date.now() - started < (stretch - THINK_SECONDS) * 1000) {
    // Exponential think time: most clicks come quickly, now and then a long read.
    sleep(Math.min(-Math.log(1 - Math.random()) * THINK_SECONDS, stretch / 2));
    act(pickAction());
  }
  await stream;
}

export function handleSummary(summary) {
  const m = summary.metrics;
  const lines = [
    `student-day: levels of concurrently active students, p95 per action in ms (limit ${P95_LIMIT_MS}; decides from ${MIN_SAMPLES} samples), errors`,
  ];
  // The highest level before the first one that broke the rule, judged with and without the
  // sign-in (argon2id: CPU-heavy by design, and concentrated in the ramps, where new students arrive).
  const served = { all: 0, withoutSignIn: 0 };
  const broken = { all: false, withoutSignIn: false };
  for (const level of LEVELS) {
    const cells = [];
    const ok = { all: true, withoutSignIn: true };
    let seen = 0;
    for (const action of [...ACTIONS.map((a) => a.name), 'signin']) {
      const trend = m[`step_${level}_${action}`];
      const errs = m[`errors_${level}_${action}`]?.values.count || 0;
      if (!trend || !trend.values.count) continue;
      seen += trend.values.count;
      const p95 = trend.values['p(95)'];
      const decides = trend.values.count >= MIN_SAMPLES;
      if ((decides && p95 > P95_LIMIT_MS) || errs > 0) {
        ok.all = false;
        if (action !== 'signin') ok.withoutSignIn = false;
      }
      cells.push(`${action} ${p95.toFixed(0)}${decides ? '' : ` (n=${trend.values.count})`}${errs ? `/${errs}err` : ''}`);
    }
    if (!seen) continue;
    lines.push(`  ${String(level).padStart(5)} students: ${ok.all ? 'ok  ' : 'OVER'}  ${cells.join('  ')}`);
    for (const rule of ['all', 'withoutSignIn']) {
      if (ok[rule] && !broken[rule]) served[rule] = level;
      else broken[rule] = true;
    }
  }
  lines.push(`student-day: ${served.all} concurrently active students served on ${CORES} cores = ${Math.round(served.all / CORES)} per core`);
  lines.push(`student-day: without the sign-in step, ${served.withoutSignIn} students = ${Math.round(served.withoutSignIn / CORES)} per core`);
  const text = lines.join('\n') + '\n';
  const report = { served: served.all, servedWithoutSignIn: served.withoutSignIn, cores: CORES, perCore: served.all / CORES, levels: LEVELS, text };
  return { stdout: text, [__ENV.STUDENT_DAY_REPORT || '.artifacts/student-day.json']: JSON.stringify(report, null, 2) };
}

export function teardown(data) {
  deleteAccounts(data.students.map((s) => ({ ...s, cookie: login(s).cookie })).filter((s) => s.cookie));
}
