/* global __ENV */
// k6 scenario for the group comparison through the gateway: members' weeks read fresh from
// schedules, the grid and the common free time. Localhost only, bounded.
//
//   $(bash infra/local/tools.sh k6) run infra/k6/comparison.js   # npm run load runs a short one
//
// Needs FEED_BASE_URL like week-view.js. setup() forms COMPARE_GROUPS groups of COMPARE_MEMBERS
// students, each subscribed to a feed; every VU compares one group's week. teardown() deletes them.
import http from 'k6/http';
import exec from 'k6/execution';
import { check, fail } from 'k6';
import { api, deleteAccounts, formGroup, GATEWAY, headers, isoWeek, signUp, subscribeAndWait } from './lib/overlap.js';

const GROUPS = Number(__ENV.COMPARE_GROUPS || 3);
const MEMBERS = Number(__ENV.COMPARE_MEMBERS || 6);
const FEEDS = Number(__ENV.FEED_COUNT || 5);
const WEEK = __ENV.LOAD_WEEK ? { week: Number(__ENV.LOAD_WEEK), year: Number(__ENV.LOAD_YEAR) } : isoWeek(1);

export const options = {
  setupTimeout: '5m',
  scenarios: {
    compare: { executor: 'constant-vus', vus: Number(__ENV.COMPARE_VUS || 6), duration: __ENV.COMPARE_DURATION || '1m' },
  },
  thresholds: {
    'http_req_duration{name:POST /api/study-groups/:id/compare-schedules}': ['p(95)<800'],
    'http_req_failed{kind:api}': ['rate<0.01'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  if (!__ENV.FEED_BASE_URL) fail('comparison.js needs FEED_BASE_URL (npm run load serves the feeds)');
  const students = [];
  const groups = [];
  for (let g = 0; g < GROUPS; g++) {
    const members = Array.from({ length: MEMBERS }, (_, m) => signUp('compare', g * MEMBERS + m));
    members.forEach((s, m) => subscribeAndWait(s, `${__ENV.FEED_BASE_URL}/feed-${(g + m) % FEEDS}.ics`, WEEK));
    groups.push({ id: formGroup(members, 'k6 comparison group'), viewer: members[0] });
    students.push(...members);
  }
  return { students, groups };
}

export default function (data) {
  const group = data.groups[exec.scenario.iterationInTest % data.groups.length];
  const res = http.post(`${GATEWAY}/api/study-groups/${group.id}/compare-schedules?week=${WEEK.week}&year=${WEEK.year}`, null, {
    headers: headers(group.viewer),
    tags: api('POST /api/study-groups/:id/compare-schedules'),
  });
  check(res, {
    'comparison answered 200': (r) => r.status === 200,
    'every member is compared': (r) => r.status === 200 && r.json('members').length === MEMBERS,
  });
}

export function teardown(data) {
  deleteAccounts(data.students);
}
