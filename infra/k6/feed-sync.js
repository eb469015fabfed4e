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
import { api, deleteAccounts, GATEWAY, headers, signUp } from './lib/overlap.js';

export const options = {
  scenarios: {
    sync_now: {
      executor: 'shared-iterations',
      vus: Number(__ENV.FEED_SYNC_VUS || 8),
      iterations: Number(__ENV.FEED_SYNC_ITERATIONS || 400),
      maxDuration: __ENV.FEED_SYNC_MAX_DURATION || '3m',
    },
  },
  thresholds: {
    // A sync fetches the feed, and parses and stores it when it changed.
    'http_req_duration{name:POST /api/ics/subscriptions/:id/sync}': ['p(95)<1000'],
    'http_req_failed{kind:api}': ['rate<0.01'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  if (__ENV.FEED_SYNC_TARGETS) return { targets: JSON.parse(__ENV.FEED_SYNC_TARGETS) };
  const base = __ENV.FEED_BASE_URL || 'http://127.0.0.1:18096/k6';
  const student = signUp('feed-sync', 0);
  const targets = [];
  for (let i = 0; i < Number(__ENV.FEED_COUNT || 20); i++) {
    const res = http.post(`${GATEWAY}/api/ics/subscriptions`, JSON.stringify({ userId: student.id, name: `k6 feed ${i}`, url: `${base}/feed-${i}.ics` }), {
      headers: headers(student),
      tags: api('POST /api/ics/subscriptions'),
    });
    if (res.status !== 201) fail(`adding feed ${i} failed: ${res.status} ${res.body}`);
    targets.push({ id: res.json('id'), cookie: student.cookie, ip: student.ip });
  }
  return { targets, student };
}

export default function (data) {
  const target = data.targets[exec.scenario.iterationInTest % data.targets.length];
  const res = http.post(`${GATEWAY}/api/ics/subscriptions/${target.id}/sync`, null, {
    headers: headers(target),
    tags: api('POST /api/ics/subscriptions/:id/sync'),
  });
  check(res, {
    'sync answered 200': (r) => r.status === 200,
    'feed is active': (r) => r.status === 200 && r.json('status') === 'active',
  });
}

// The caller's own targets stay; a student this run signed up is deleted with its feeds.
export function teardown(data) {
  if (data.student) deleteAccounts([data.student]);
}
