import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SMOKE } from '../lib/load-smoke';

/**
 * What every k6 script must have (issue 20): latency thresholds on the calls it makes, clean-up
 * of what it creates, and a smoke run in `npm run load`. Read from the scripts' text: k6's own
 * modules do not load in Node.
 */
const K6 = resolve(__dirname, '..', '..', 'infra', 'k6');
const lib = readFileSync(join(K6, 'lib', 'overlap.js'), 'utf8');
const scripts = readdirSync(K6).filter((f) => f.endsWith('.js'));

describe.each(scripts)('infra/k6/%s', (file) => {
  const text = readFileSync(join(K6, file), 'utf8');
  const latency = [...text.matchAll(/'http_req_duration\{name:([^}]+)\}': \['p\(95\)<\d+'\]/g)].map((m) => m[1]!);
  // Request names the script or the shared module tags its calls with.
  const tagged = new Set([...`${text}\n${lib}`.matchAll(/(?:api\(|name: )'([A-Z]+ \/api\/[^']+)'/g)].map((m) => m[1]!));

  it('has a p95 latency threshold, each on a request it makes', () => {
    expect(latency.length).toBeGreaterThan(0);
    for (const name of latency) expect(tagged).toContain(name);
  });

  it('fails on errors and on failed checks', () => {
    expect(text).toMatch(/'http_req_failed\{kind:api\}': \['rate<0\.01'\]/);
    expect(text).toMatch(/checks: \['rate>0\.99'\]/);
  });

  it('deletes the accounts it signed up', () => {
    expect(text).toMatch(/export function teardown\(data\) \{[^}]*deleteAccounts\(/);
  });

  it('runs localhost only and has a smoke run in npm run load', () => {
    expect(text).toContain("from './lib/overlap.js'");
    expect(Object.keys(SMOKE)).toContain(file.replace(/\.js$/, ''));
  });
});

it('npm run load has no smoke run for a script that does not exist', () => {
  expect(Object.keys(SMOKE).sort()).toEqual(scripts.map((f) => f.replace(/\.js$/, '')).sort());
});
