/**
 * The alert rules and dashboards read only metrics the services (and the Collector) emit, and
 * Prometheus' own promtool (built at a pinned version by infra/local/tools.sh) accepts every rule,
 * the compose Prometheus configuration and the rules' unit tests (overlap.rules.test.yaml).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { codeInstruments, instrumentationInstruments, KAFKAMETRICS, prometheusNames, type Instrument } from './support/emitted-metrics';
import { metricNamesIn } from './support/promql-names';

const root = resolve(__dirname, '..', '..', '..');
const rulesDir = join(root, 'infra', 'otel', 'prometheus');
const rulesFile = join(rulesDir, 'overlap.rules.yaml');
const rulesText = readFileSync(rulesFile, 'utf8');
// The first run compiles promtool from source with `go install` (many minutes on two cores).
const BUILD_TIMEOUT_MS = 45 * 60 * 1000;

function run(command: string, args: string[], cwd = root, timeout = 60_000): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout, maxBuffer: 16 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** Each rule's expression (the file's own layout: `expr: |` blocks or one-line `expr:`), with its alert or record name. */
function ruleExpressions(): { rule: string; expr: string }[] {
  const out: { rule: string; expr: string }[] = [];
  const lines = rulesText.split('\n');
  let rule = '';
  lines.forEach((line, i) => {
    const named = /^\s*- (?:alert|record): (\S+)/.exec(line);
    if (named) rule = named[1]!;
    const expr = /^(\s*)expr: (.*)$/.exec(line);
    if (!expr) return;
    if (expr[2] !== '|') return void out.push({ rule, expr: expr[2]! });
    const block: string[] = [];
    for (let j = i + 1; j < lines.length && (lines[j]!.trim() === '' || lines[j]!.search(/\S/) > expr[1]!.length); j++) block.push(lines[j]!);
    out.push({ rule, expr: block.join('\n') });
  });
  return out;
}

/** Every query of every dashboard panel (targets' expr), by dashboard file. */
function dashboardQueries(): { dashboard: string; expr: string }[] {
  const dir = join(root, 'infra', 'grafana', 'dashboards');
  const found: { dashboard: string; expr: string }[] = [];
  const walk = (node: unknown, dashboard: string) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, dashboard));
    if (!node || typeof node !== 'object') return;
    const entries = Object.entries(node as Record<string, unknown>);
    for (const [key, value] of entries) {
      if (key === 'expr' && typeof value === 'string') found.push({ dashboard, expr: value });
      else walk(value, dashboard);
    }
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
  return found;
}

describe('alert rules and dashboards', () => {
  let promtool = '';
  beforeAll(() => {
    const lines = run('bash', [join(root, 'infra', 'local', 'tools.sh'), 'promtool'], root, BUILD_TIMEOUT_MS)
      .trim()
      .split('\n');
    promtool = lines[lines.length - 1]!;
    if (!existsSync(promtool)) throw new Error(`no promtool at ${promtool}`);
  }, BUILD_TIMEOUT_MS);

  it('promtool checks every rule', () => {
    const out = run(promtool, ['check', 'rules', rulesFile]);
    const count = Number(/SUCCESS: (\d+) rules found/.exec(out)?.[1]);
    expect(count).toBe(ruleExpressions().length);
  });

  it("the rules' unit tests pass: each alert fires on the series that mean trouble and only for the group, job or route in trouble", () => {
    expect(run(promtool, ['test', 'rules', 'overlap.rules.test.yaml'], rulesDir)).toMatch(/SUCCESS/);
    const tested = new Set([...readFileSync(join(rulesDir, 'overlap.rules.test.yaml'), 'utf8').matchAll(/alertname: (\w+)/g)].map((m) => m[1]));
    const alerts = [...rulesText.matchAll(/- alert: (\w+)/g)].map((m) => m[1]!);
    const untested = alerts.filter((a) => !tested.has(a) && !/Slow$/.test(a));
    expect(untested).toEqual([]);
  });

  it("docker compose's Prometheus configuration is valid with the rules file", () => {
    const dir = mkdtempSync(join(tmpdir(), 'prometheus-'));
    const config = readFileSync(join(rulesDir, 'prometheus.yaml'), 'utf8').replace('/etc/prometheus/rules/overlap.rules.yaml', rulesFile);
    writeFileSync(join(dir, 'prometheus.yaml'), config);
    expect(run(promtool, ['check', 'config', join(dir, 'prometheus.yaml')])).toMatch(/SUCCESS/);
  });

  describe('metric names', () => {
    const instruments: Instrument[] = [...codeInstruments(root), ...instrumentationInstruments(), ...KAFKAMETRICS];
    const emitted = new Map(instruments.flatMap((i) => prometheusNames(i).map((n) => [n, i] as const)));
    const recorded = new Set([...rulesText.matchAll(/- record: (\S+)/g)].map((m) => m[1]!));

    it('are read from PromQL as Prometheus would: names, not functions, labels, durations or Grafana variables', () => {
      expect(
        metricNamesIn(
          'histogram_quantile(0.95, sum by (le, job) (rate(a_seconds_bucket{job=~"$service", le="0.5"}[$__rate_interval]))) / on (job) group_left b_total offset 5m > 1e3 and c:ratio_rate5m',
        ).sort(),
      ).toEqual(['a_seconds_bucket', 'b_total', 'c:ratio_rate5m']);
      expect(prometheusNames({ name: 'outbox.age', kind: 'ObservableGauge', unit: 's', source: '' })).toEqual(['outbox_age_seconds']);
      expect(prometheusNames({ name: 'nodejs.eventloop.utilization', kind: 'ObservableGauge', unit: '1', source: '' })).toEqual([
        'nodejs_eventloop_utilization_ratio',
      ]);
      expect(prometheusNames({ name: 'presence.updates', kind: 'Counter', unit: '', source: '' })).toEqual(['presence_updates_total']);
    });

    it('are collected from the code and the instrumentations (a sample of what must be there)', () => {
      for (const name of [
        'http_server_request_duration_seconds_count',
        'events_dead_letters_total',
        'events_consumer_running',
        'outbox_age_seconds',
        'ingestion_feed_sync_duration_seconds_bucket',
        'billing_checkout_sessions_total',
        'presence_updates_total',
        'nodejs_eventloop_delay_p99_seconds',
        'kafka_consumer_group_lag',
      ]) {
        expect(emitted.has(name)).toBe(true);
      }
      // What a wrong translation would give.
      expect(emitted.has('kafka_consumer_group_lag_ratio')).toBe(false);
      expect(emitted.has('http_server_request_duration_count')).toBe(false);
    });

    it.each(ruleExpressions().map((r) => [r.rule, r.expr] as const))('rule %s reads only emitted or recorded metrics', (_rule, expr) => {
      const names = metricNamesIn(expr);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((n) => !emitted.has(n) && !recorded.has(n))).toEqual([]);
    });

    it.each(dashboardQueries().map((q) => [q.dashboard, q.expr] as const))('dashboard %s: %s reads only emitted metrics', (_dashboard, expr) => {
      const names = metricNamesIn(expr);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((n) => !emitted.has(n) && !recorded.has(n))).toEqual([]);
    });
  });

  it('every alert links a runbook page that exists', () => {
    const urls = [...rulesText.matchAll(/runbook_url: (\S+)/g)].map((m) => m[1]!);
    expect(urls.length).toBe([...rulesText.matchAll(/- alert: /g)].length);
    for (const url of urls) expect(existsSync(join(root, url))).toBe(true);
  });
});
