/**
 * The metrics the services emit, as Prometheus sees them after the Collector: collected from the
 * instruments themselves, not from a list kept by hand — the repository's own create* calls
 * (read from the source) and those the OpenTelemetry instrumentations the services load create
 * (recorded by handing each one a meter that notes every instrument it makes), plus the
 * Collector's kafkametrics receiver.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Meter, MeterProvider } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RuntimeNodeInstrumentation } from '@opentelemetry/instrumentation-runtime-node';

export type InstrumentKind = 'Counter' | 'Histogram' | 'Gauge' | 'UpDownCounter' | 'ObservableGauge' | 'ObservableCounter' | 'ObservableUpDownCounter';

export interface Instrument {
  name: string;
  kind: InstrumentKind;
  unit: string;
  /** Where it is created: a source file, an instrumentation package or the Collector. */
  source: string;
}

const CREATE = /\.create(Counter|Histogram|Gauge|UpDownCounter|ObservableGauge|ObservableCounter|ObservableUpDownCounter)\(/g;
const LITERAL_CREATE = /^\.create(\w+)\(\s*'([^']+)'\s*(?:,\s*\{([\s\S]*?)\}\s*\))?/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' || entry === 'dist' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry) && !/\.(spec|test)\.ts$/.test(entry) ? [path] : [];
  });
}

/** Every instrument the repository's code creates; a create call whose name or unit is not a literal fails. */
export function codeInstruments(root: string): Instrument[] {
  const dirs = [
    ...readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p, 'src')),
    ...readdirSync(join(root, 'services')).map((s) => join(root, 'services', s, 'src')),
    join(root, 'gateway', 'src'),
  ];
  return dirs.flatMap((dir) =>
    sourceFiles(dir).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(CREATE)].map((m) => {
        const call = LITERAL_CREATE.exec(text.slice(m.index));
        if (!call) throw new Error(`${relative(root, file)}: an instrument whose name is not a string literal cannot be checked`);
        const unit = /unit:\s*'([^']*)'/.exec(call[3] ?? '')?.[1] ?? '';
        return { name: call[2]!, kind: call[1] as InstrumentKind, unit, source: relative(root, file) };
      });
    }),
  );
}

/** The instruments each instrumentation of start-telemetry.ts creates, recorded as it creates them. */
export function instrumentationInstruments(): Instrument[] {
  const made: Instrument[] = [];
  const noop = new Proxy({}, { get: () => () => undefined });
  const meterFor = (source: string) =>
    new Proxy({} as Meter, {
      get: (_target, property: string) =>
        property.startsWith('create')
          ? (name: string, options: { unit?: string } = {}) => {
              made.push({ name, kind: property.slice('create'.length) as InstrumentKind, unit: options.unit ?? '', source });
              return noop;
            }
          : () => undefined,
    });
  const instrumentations = {
    '@opentelemetry/instrumentation-http': new HttpInstrumentation({ enabled: false }),
    '@opentelemetry/instrumentation-kafkajs': new KafkaJsInstrumentation({ enabled: false }),
    '@opentelemetry/instrumentation-pg': new PgInstrumentation({ enabled: false }),
    '@opentelemetry/instrumentation-mongodb': new MongoDBInstrumentation({ enabled: false }),
    '@opentelemetry/instrumentation-runtime-node': new RuntimeNodeInstrumentation({ enabled: false }),
  };
  for (const [source, instrumentation] of Object.entries(instrumentations)) {
    instrumentation.setMeterProvider({ getMeter: () => meterFor(source) } as MeterProvider);
  }
  return made;
}

/**
 * The Collector's kafkametrics receiver (contrib v0.120.0, receiver/kafkametricsreceiver/metadata.yaml),
 * with the units infra/otel/collector.yaml's transform gives offsets and lag ('{message}' for '1').
 */
export const KAFKAMETRICS: Instrument[] = [
  ['kafka.brokers', 'UpDownCounter', '{brokers}'],
  ['kafka.topic.partitions', 'UpDownCounter', '{partitions}'],
  ['kafka.partition.current_offset', 'Gauge', '{message}'],
  ['kafka.partition.oldest_offset', 'Gauge', '{message}'],
  ['kafka.partition.replicas', 'UpDownCounter', '{replicas}'],
  ['kafka.partition.replicas_in_sync', 'UpDownCounter', '{replicas}'],
  ['kafka.consumer_group.members', 'UpDownCounter', '{members}'],
  ['kafka.consumer_group.offset', 'Gauge', '{message}'],
  ['kafka.consumer_group.offset_sum', 'Gauge', '{message}'],
  ['kafka.consumer_group.lag', 'Gauge', '{message}'],
  ['kafka.consumer_group.lag_sum', 'Gauge', '{message}'],
].map(([name, kind, unit]) => ({ name: name!, kind: kind as InstrumentKind, unit: unit!, source: 'kafkametrics receiver' }));

const UNITS: Record<string, string> = {
  s: 'seconds',
  ms: 'milliseconds',
  us: 'microseconds',
  By: 'bytes',
  KiBy: 'kibibytes',
  MiBy: 'mebibytes',
  '%': 'percent',
};

/**
 * The Prometheus series names of an instrument under the Collector's prometheus exporter
 * (add_metric_suffixes on, its default): dots to underscores, the unit as a suffix ('{…}' units
 * dropped, '1' on a gauge as 'ratio'), '_total' on monotonic sums, '_bucket'/'_sum'/'_count' on histograms.
 */
export function prometheusNames({ name, kind, unit }: Instrument): string[] {
  let base = name.replace(/[^a-zA-Z0-9_:]/g, '_');
  const gauge = kind === 'Gauge' || kind === 'ObservableGauge';
  const bare = unit.replace(/\{[^}]*\}/g, '');
  const suffix = bare === '1' ? (gauge ? 'ratio' : '') : (UNITS[bare] ?? bare.replace(/[^a-zA-Z0-9]/g, '_'));
  if (suffix && !base.endsWith(`_${suffix}`)) base = `${base}_${suffix}`;
  if (kind === 'Counter' || kind === 'ObservableCounter') return [base.endsWith('_total') ? base : `${base}_total`];
  if (kind === 'Histogram') return [`${base}_bucket`, `${base}_sum`, `${base}_count`];
  return [base];
}
