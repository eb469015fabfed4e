/* global __ENV */
// k6 scenario for the calendar's week view through the gateway: what the page loads for a
// student with a synced timetable feed. Localhost only, bounded.
//
//   $(bash infra/local/tools.sh k6) run infra/k6/week-view.js    # npm run load runs a short one
//
// Needs FEED_BASE_URL: a feed server on an allow-listed port serving feed-<n>.ics with classes in
// LOAD_WEEK/LOAD_YEAR (scripts/load.ts runs one). setup() signs up WEEK_STUDENTS students, each
// subscribed to one feed, and waits until their week shows classes; teardown() deletes them.
import http from 'k6/http';
import exec from 'k6/execution';
import { check, fail } from 'k6';
import { api, deleteAccounts, GATEWAY, headers, isoWeek, signUp, subscribeAndWait } from './lib/overlap.js';

const STUDENTS = Number(__ENV.WEEK_STUDENTS || 10);
const FEEDS = Number(__ENV.FEED_COUNT || 5);
const WEEK = __ENV.LOAD_WEEK ? { week: Number(__ENV.LOAD_WEEK), year: Number(__ENV.LOAD_YEAR) } : isoWeek(1);

export const options = {
  setupTimeout: '3m',
  scenarios: {
    week_view: { executor: 'constant-vus', vus: Number(__ENV.WEEK_VUS || 10), duration: __ENV.WEEK_DURATION || '1m' },
  },
  thresholds: {
    'http_req_duration{name:GET /api/events}': ['p(95)<300'],
    'http_req_duration{name:GET /api/ics/subscriptions/user/:id}': ['p(95)<300'],
    'http_req_failed{kind:api}': ['rate<0.01'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  if (!__ENV.FEED_BASE_URL) fail('week-view.js needs FEED_BASE_URL (npm run load serves the feeds)');
  const students = Array.from({ length: STUDENTS }, (_, i) => signUp('week', i));
  students.forEach((s, i) => subscribeAndWait(s, `${__ENV.FEED_BASE_URL}/feed-${i % FEEDS}.ics`, WEEK));
  return { students };
}

export default function (data) {
  const student = data.students[exec.scenario.iterationInTest % data.students.length];
  const week = http.get(`${GATEWAY}/api/events?week=${WEEK.week}&year=${WEEK.year}`, { headers: headers(student), tags: api('GET /api/events') });
  check(week, { 'the week shows the feed': (r) => r.status === 200 && r.json('events').length > 0 });
  const feeds = http.get(`${GATEWAY}/api/ics/subscriptions/user/${student.id}`, {
    headers: headers(student),
    tags: api('GET /api/ics/subscriptions/user/:id'),
  });
  check(feeds, { 'the feed list answered 200': (r) => r.status === 200 });
}

export function teardown(data) {
  deleteAccounts(data.students);
}
