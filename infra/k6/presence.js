/* global __ENV */
// k6 scenario for the campus-presence hotspot through the gateway. Localhost only, bounded.
//
//   bash infra/local/tools.sh k6   # prints the k6 binary, built once from the Go module proxy
//   $(bash infra/local/tools.sh k6) run infra/k6/presence.js
//
// setup() signs up PRESENCE_GROUPS study groups of 8 students through the public API (sign-up,
// one batch invitation, seven acceptances), turns sharing on for all of them and waits until
// presence knows the groups. Then, at once:
//   sharing     one VU per sharing student: every PRESENCE_DETECT_SECONDS the device re-checks
//               its position, and only when the campus or status changed (probability
//               PRESENCE_CHANGE_RATE) it reports {campusId, status} — never coordinates.
//   group_page  one VU per open study-groups page: holds GET /api/live (Server-Sent Events) for
//               PRESENCE_HOLD_SECONDS and meanwhile polls the group's presence every
//               PRESENCE_POLL_SECONDS (SPEC §7's fallback rate is 30 s), as a page whose stream
//               dropped would.
// Thresholds: p95 of the update and of the group read, error rate of the API calls, and the
// share of streams held open for their whole window. Runs must stay shorter than the access
// token's 15 minutes (the sessions are made once in setup()).
import http from 'k6/http';
import exec from 'k6/execution';
import { check, fail, sleep } from 'k6';
import { Counter, Rate } from 'k6/metrics';
import { api, BAGGAGE, deleteAccounts, formGroup, GATEWAY, headers, signUp, until } from './lib/overlap.js';

const MEMBERS = 8;
const GROUPS = Number(__ENV.PRESENCE_GROUPS || 6);
const STUDENTS = GROUPS * MEMBERS;
const DURATION = __ENV.PRESENCE_DURATION || '2m';
const DETECT_SECONDS = Number(__ENV.PRESENCE_DETECT_SECONDS || 5);
const CHANGE_RATE = Number(__ENV.PRESENCE_CHANGE_RATE || 0.5);
const POLL_SECONDS = Number(__ENV.PRESENCE_POLL_SECONDS || 30);
const HOLD_SECONDS = Number(__ENV.PRESENCE_HOLD_SECONDS || 60);
const CAMPUSES = ['cbs-kilen', 'cbs-solbjerg-plads'];

export const options = {
  setupTimeout: '5m',
  scenarios: {
    sharing: { executor: 'constant-vus', exec: 'sharing', vus: Number(__ENV.PRESENCE_SHARING_VUS || STUDENTS), duration: DURATION },
    group_page: { executor: 'constant-vus', exec: 'groupPage', vus: Number(__ENV.PRESENCE_PAGE_VUS || STUDENTS), duration: DURATION },
  },
  thresholds: {
    // Interactive calls: a report the device makes in the background and the group page's read.
    'http_req_duration{name:POST /api/presence/update}': ['p(95)<500'],
    'http_req_duration{name:GET /api/study-groups/:id/presence}': ['p(95)<500'],
    // A held stream ends by k6's timeout, which k6 counts as a failed request: only the API calls count here.
    'http_req_failed{kind:api}': ['rate<0.01'],
    live_stream_held: ['rate>0.99'],
    checks: ['rate>0.99'],
  },
};

/** Streams that stayed open (status 200, no early end) for their whole window. */
const streamHeld = new Rate('live_stream_held');
const updatesSent = new Counter('presence_updates_sent');
const detectionsUnchanged = new Counter('presence_detections_unchanged');

export function setup() {
  const students = [];
  const groups = [];
  for (let g = 0; g < GROUPS; g++) {
    const members = Array.from({ length: MEMBERS }, (_, m) => signUp('presence', g * MEMBERS + m));
    const groupId = formGroup(members, 'k6 presence group');
    for (const member of members) {
      // keepSharing: a run across midnight must not see sharing end with the day.
      const res = http.post(`${GATEWAY}/api/presence/toggle-sharing`, JSON.stringify({ enabled: true, keepSharing: true }), {
        headers: headers(member),
        tags: api('POST /api/presence/toggle-sharing'),
      });
      if (res.status !== 200) fail(`toggle-sharing failed: ${res.status} ${res.body}`);
      students.push({ ...member, groupId });
    }
    // presence learns the membership from groups' events.
    until('the group in presence', () => {
      const res = http.get(`${GATEWAY}/api/study-groups/${groupId}/presence`, {
        headers: headers(members[0]),
        tags: api('GET /api/study-groups/:id/presence'),
        responseCallback: http.expectedStatuses(200, 403),
      });
      return res.status === 200 ? true : undefined;
    });
    groups.push(groupId);
  }
  return { students, groups };
}

// What this VU's device last reported (module scope is per VU); nothing yet.
let reported = { campusId: null, status: 'unknown' };

/** A sharing student's device: re-checks its position, reports only a change. */
export function sharing(data) {
  const student = data.students[(exec.vu.idInTest - 1) % data.students.length];
  // Devices are not in step: each starts at its own moment of the detection interval.
  if (exec.vu.iterationInScenario === 0) sleep(Math.random() * DETECT_SECONDS);
  const state = reported;
  if (Math.random() < CHANGE_RATE) {
    const onCampus = state.status !== 'on_campus' || Math.random() < 0.5;
    const campusId = onCampus ? CAMPUSES.find((c) => c !== state.campusId) : null;
    const next = { campusId, status: campusId ? 'on_campus' : 'off_campus' };
    const res = http.post(`${GATEWAY}/api/presence/update`, JSON.stringify(next), {
      headers: headers(student),
      tags: api('POST /api/presence/update'),
    });
    check(res, {
      'update answered 200': (r) => r.status === 200,
      'update stored the reported status': (r) => r.status === 200 && r.json('status') === next.status,
    });
    if (res.status === 200) reported = next;
    updatesSent.add(1);
  } else {
    detectionsUnchanged.add(1);
  }
  sleep(DETECT_SECONDS);
}

/** An open study-groups page: one live stream, and the group's presence polled meanwhile. */
export async function groupPage(data) {
  const student = data.students[(exec.vu.idInTest - 1) % data.students.length];
  // Pages are not opened in step: each starts at its own moment of the polling interval.
  if (exec.vu.iterationInScenario === 0) sleep(Math.random() * POLL_SECONDS);
  const started = Date.now();
  const stream = http.asyncRequest('GET', `${GATEWAY}/api/live`, null, {
    headers: { ...BAGGAGE, cookie: student.cookie, accept: 'text/event-stream', 'x-forwarded-for': student.ip },
    timeout: `${HOLD_SECONDS}s`,
    responseType: 'none',
    tags: { name: 'GET /api/live', kind: 'stream' },
  });
  while (Date.now() - started < (HOLD_SECONDS - POLL_SECONDS / 2) * 1000) {
    const res = http.get(`${GATEWAY}/api/study-groups/${student.groupId}/presence`, {
      headers: headers(student),
      tags: api('GET /api/study-groups/:id/presence'),
    });
    check(res, {
      'group presence answered 200': (r) => r.status === 200,
      'group presence lists the sharing members': (r) => r.status === 200 && Object.keys(r.json()).length === MEMBERS,
    });
    sleep(Math.min(POLL_SECONDS, Math.max(0, HOLD_SECONDS - (Date.now() - started) / 1000)));
  }
  const res = await stream;
  // k6 ends the request at its timeout (error 1050): the stream was open the whole window.
  const held = (res.error_code === 1050 || res.status === 200) && Date.now() - started >= HOLD_SECONDS * 1000 * 0.95;
  streamHeld.add(held);
}

export function teardown(data) {
  deleteAccounts(data.students);
}
