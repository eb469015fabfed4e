/* global __ENV */
// k6 scenario for the feed-sync hotspot: "sync now" on calendar feeds through the gateway
// (fetch with a conditional GET, parse when changed, publish). Localhost only, bounded.
//
//   bash infra/local/tools.sh k6   # prints the k6 binary, built once from the Go module proxy
//   FEED_SYNC_TARGETS='[{"id":"<subscription id>","cookie":"overlap_at=…"}]' k6 run infra/k6/feed-sync.js
//
// Without FEED_SYNC_TARGETS, setup() signs a user up and subscribes it to FEED_COUNT feeds at
// FEED_BASE_URL/feed-<n>.ics (a local feed server the caller runs on an allow-listed port);
// bench/feed-sync.bench.ts passes the feeds it created instead.
import http from 'k6/http';
import exec from 'k6/execution';
import { check, fail } from 'k6';

const GATEWAY = __ENV.GATEWAY_URL || 'http://127.0.0.1:8080';
if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(GATEWAY)) fail(`feed-sync.js runs against localhost only, not ${GATEWAY}`);

export const options = {
  scenarios: {
    sync_now: {
      executor: 'shared-iterations',
      vus: Number(__ENV.FEED_SYNC_VUS || 8),
      iterations: Number(__ENV.FEED_SYNC_ITERATIONS || 400),
      maxDuration: __ENV.FEED_SYNC_MAX_DURATION || '3m',
    },
  },
  thresholds: { http_req_failed: ['rate<0.01'], checks: ['rate>0.99'] },
};

// Synthetic traffic is marked so traces and dashboards can leave it out.
const BAGGAGE = { baggage: 'synthetic_request=true' };
const headers = (cookie) => ({ ...BAGGAGE, cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' });
const clientIp = () => `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

export function setup() {
  if (__ENV.FEED_SYNC_TARGETS) return { targets: JSON.parse(__ENV.FEED_SYNC_TARGETS), created: false };
  const base = __ENV.FEED_BASE_URL || 'http://127.0.0.1:18096/k6';
  const email = `k6.${Date.now()}.${Math.floor(Math.random() * 1e6)}@uni.test`;
  const signup = http.post(`${GATEWAY}/api/auth/signup`, JSON.stringify({ email, password: 'k6-password-123' }), {
    headers: { ...BAGGAGE, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': clientIp() },
  });
  if (signup.status !== 201) fail(`sign-up failed: ${signup.status}`);
  const cookie = `overlap_at=${signup.cookies.overlap_at[0].value}`;
  const userId = signup.json('id');
  const targets = [];
  for (let i = 0; i < Number(__ENV.FEED_COUNT || 20); i++) {
    const res = http.post(`${GATEWAY}/api/ics/subscriptions`, JSON.stringify({ userId, name: `k6 feed ${i}`, url: `${base}/feed-${i}.ics` }), {
      headers: headers(cookie),
    });
    if (res.status !== 201) fail(`adding feed ${i} failed: ${res.status} ${res.body}`);
    targets.push({ id: res.json('id'), cookie });
  }
  return { targets, created: true };
}

export default function (data) {
  const target = data.targets[exec.scenario.iterationInTest % data.targets.length];
  const res = http.post(`${GATEWAY}/api/ics/subscriptions/${target.id}/sync`, null, {
    headers: headers(target.cookie),
    tags: { name: 'POST /api/ics/subscriptions/:id/sync' },
  });
  check(res, {
    'sync answered 200': (r) => r.status === 200,
    'feed is active': (r) => r.status === 200 && r.json('status') === 'active',
  });
}

export function teardown(data) {
  if (!data.created) return;
  for (const t of data.targets) http.del(`${GATEWAY}/api/ics/subscriptions/${t.id}`, null, { headers: headers(t.cookie) });
}
