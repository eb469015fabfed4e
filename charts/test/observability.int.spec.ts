/**
 * The chart carries Overlap's observability (ADR 036): the rules file of infra/otel as a
 * PrometheusRule where the Prometheus Operator is served, the Grafana dashboards for the sidecar,
 * and, when asked for, a hardened Collector at the address the services export to.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { envEntry, find, get, helmBuildTimeoutMs, repoRoot, template, useHelm, type Manifest } from './support/chart-render';

const rules = readFileSync(resolve(repoRoot, 'infra/otel/prometheus/overlap.rules.yaml'), 'utf8');
const alertsInFile = [...rules.matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
const recordsInFile = [...rules.matchAll(/- record: (\S+)/g)].map((m) => m[1]);

describe('the chart’s observability', () => {
  let plain: Manifest[];
  let full: Manifest[];
  beforeAll(() => {
    useHelm();
    plain = template();
    full = template(
      '--api-versions',
      'monitoring.coreos.com/v1',
      '--set',
      'observability.collector.enabled=true',
      '--set',
      'observability.collector.tracesEndpoint=tempo.monitoring:4317',
      '--set',
      'observability.prometheusRule.runbookBaseUrl=https://docs.example.org/operations/runbooks/',
      '--set',
      'observability.prometheusRule.labels.release=kube-prometheus-stack',
    );
  }, helmBuildTimeoutMs);

  it('renders every alert and recording rule of infra/otel as a PrometheusRule, each alert linking its runbook under the base URL', () => {
    const rule = get(full, 'PrometheusRule', 'overlap-slo');
    expect([...rule.text.matchAll(/- alert: (\w+)/g)].map((m) => m[1])).toEqual(alertsInFile);
    expect([...rule.text.matchAll(/- record: (\S+)/g)].map((m) => m[1])).toEqual(recordsInFile);
    expect(rule.text).toMatch(/release: kube-prometheus-stack/);
    const runbooks = [...rule.text.matchAll(/runbook_url: (\S+)/g)].map((m) => m[1]);
    expect(runbooks).toHaveLength(alertsInFile.length);
    for (const url of runbooks) expect(url).toMatch(/^https:\/\/docs\.example\.org\/operations\/runbooks\/[a-z-]+\.md$/);
    // Prometheus templates in annotations reach the operator untouched (Helm does not render them).
    expect(rule.text).toMatch(/\{\{ \$labels\.job \}\}/);
  });

  it('renders no PrometheusRule where the Prometheus Operator is not served', () => {
    expect(plain.filter((m) => m.kind === 'PrometheusRule')).toEqual([]);
  });

  it("gives Grafana's sidecar the dashboards of infra/grafana", () => {
    const dashboards = get(plain, 'ConfigMap', 'grafana-dashboard-overlap-services');
    expect(dashboards.text).toMatch(/grafana_dashboard: "?1"?/);
    expect(dashboards.text).toMatch(/http_server_request_duration_seconds_bucket/);
  });

  it('runs no Collector unless asked; asked, one hardened Collector where global.otel.endpoint points, with Kafka lag and the trace store', () => {
    expect(find(plain, 'Deployment', 'otel-collector')).toBeUndefined();
    const collector = get(full, 'Deployment', 'otel-collector');
    expect(collector.text).toMatch(/readOnlyRootFilesystem: true/);
    expect(collector.text).toMatch(/runAsNonRoot: true/);
    expect(collector.text).toMatch(/drop:\s*\n\s*- ALL/);
    expect(collector.text).toMatch(/livenessProbe:/);
    expect(collector.text).toMatch(/readinessProbe:/);
    expect(collector.text).toMatch(/limits:/);
    expect(envEntry(collector, 'KAFKA_BROKERS')).toMatch(/value: "kafka:9092"/);
    expect(envEntry(collector, 'TRACES_OTLP_ENDPOINT')).toMatch(/value: "tempo\.monitoring:4317"/);
    const config = get(full, 'ConfigMap', 'otel-collector');
    expect(config.text).toMatch(/kafkametrics:/);
    expect(config.text).toMatch(/exporters: \[prometheus\]/);
    const service = get(full, 'Service', 'otel-collector');
    expect(service.text).toMatch(/port: 4318/);
    // The services export to that Service.
    expect(envEntry(get(full, 'Deployment', 'groups'), 'OTEL_EXPORTER_OTLP_ENDPOINT')).toMatch(/value: "http:\/\/otel-collector:4318"/);
  });

  it('refuses a Collector without a trace store', () => {
    expect(() => template('--set', 'observability.collector.enabled=true')).toThrow(/observability\.collector\.tracesEndpoint/);
  });
});
