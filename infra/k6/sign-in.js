/* global __ENV */
// k6 scenario for signing in through the gateway: the password check (scrypt), the session
// cookie, and the first authenticated read the app makes after it. Localhost only, bounded.
//
//   $(bash infra/local/tools.sh k6) run infra/k6/sign-in.js      # npm run load runs a short one
//
// setup() signs up SIGN_IN_STUDENTS students; each VU signs one of them in and reads the user.
// teardown() deletes the accounts.
import http from 'k6/http';
import exec from 'k6/execution';
import { check } from 'k6';
import { api, deleteAccounts, GATEWAY, jsonHeaders, PASSWORD, signUp } from './lib/overlap.js';

const STUDENTS = Number(__ENV.SIGN_IN_STUDENTS || 20);

export const options = {
  scenarios: {
    sign_in: {
      executor: 'constant-vus',
      vus: Number(__ENV.SIGN_IN_VUS || 10),
      duration: __ENV.SIGN_IN_DURATION || '1m',
    },
  },
  thresholds: {
    // Dominated by the deliberately slow password hash (ADR 002).
    'http_req_duration{name:POST /api/auth/login}': ['p(95)<800'],
    'http_req_duration{name:GET /api/auth/user}': ['p(95)<200'],
    'http_req_failed{kind:api}': ['rate<0.01'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  return { students: Array.from({ length: STUDENTS }, (_, i) => signUp('sign-in', i)) };
}

export default function (data) {
  const student = data.students[exec.scenario.iterationInTest % data.students.length];
  // A new jar per sign-in, as a new device would have.
  const jar = new http.CookieJar();
  const login = http.post(`${GATEWAY}/api/auth/login`, JSON.stringify({ email: student.email, password: PASSWORD }), {
    headers: jsonHeaders(student.ip),
    jar,
    tags: api('POST /api/auth/login'),
  });
  check(login, { 'sign-in answered 200': (r) => r.status === 200 });
  if (login.status !== 200) return;
  const me = http.get(`${GATEWAY}/api/auth/user`, { headers: jsonHeaders(student.ip), jar, tags: api('GET /api/auth/user') });
  check(me, { 'the signed-in user is the student': (r) => r.status === 200 && r.json('id') === student.id });
}

export function teardown(data) {
  deleteAccounts(data.students);
}
