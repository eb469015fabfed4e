/**
 * ingestion.reader.separate (ADR 054): the screenshot reader as its own Deployment of ingestion's
 * image, scaled on its own, and the gateway sending the reading routes to it.
 */
import { envEntry, find, get, helmBuildTimeoutMs, template, useHelm, type Manifest } from './support/chart-render';

const value = (deployment: Manifest, name: string) => /value: "([^"]*)"/.exec(envEntry(deployment, name) ?? '')?.[1];
const image = (deployment: Manifest) => /^ +image: "([^"]+)"/m.exec(deployment.text)?.[1];

describe('the screenshot reader as its own Deployment', () => {
  beforeAll(() => {
    useHelm();
  }, helmBuildTimeoutMs);

  it('is off by default: ingestion reads, and the gateway has no reader upstream', () => {
    const manifests = template();
    expect(find(manifests, 'Deployment', 'ingestion-reader')).toBeUndefined();
    expect(envEntry(get(manifests, 'Deployment', 'ingestion'), 'SCREENSHOT_READER')).toBeUndefined();
    expect(envEntry(get(manifests, 'Deployment', 'gateway'), 'READER_URL')).toBeUndefined();
  });

  it('renders a reader Deployment, Service, HPA and PDB of the same image that serves only the reading routes', () => {
    const manifests = template('--set', 'ingestion.reader.separate=true', '--set', 'ingestion.reader.env.READER_CONCURRENCY=3');
    const reader = get(manifests, 'Deployment', 'ingestion-reader');
    const ingestion = get(manifests, 'Deployment', 'ingestion');
    expect(image(reader)).toBe(image(ingestion));
    expect(value(reader, 'SCREENSHOT_READER')).toBe('only');
    expect(value(ingestion, 'SCREENSHOT_READER')).toBe('elsewhere');
    expect(value(reader, 'READER_CONCURRENCY')).toBe('3');
    // No database, Kafka or feed key; the vision model's key when one is configured.
    for (const name of ['MONGODB_URL', 'KAFKA_BROKERS', 'FEED_URL_KEY', 'INTERNAL_TOKEN_FROM_IDENTITY']) expect(envEntry(reader, name)).toBeUndefined();
    expect(envEntry(reader, 'OPENAI_API_KEY')).toMatch(/secretKeyRef/);
    expect(envEntry(ingestion, 'MONGODB_URL')).toBeDefined();
    expect(reader.text).toMatch(/cpu: 500m/);
    expect(get(manifests, 'Service', 'ingestion-reader').text).toMatch(/app.kubernetes.io\/name: ingestion-reader/);
    const hpa = get(manifests, 'HorizontalPodAutoscaler', 'ingestion-reader').text;
    expect(hpa).toMatch(/name: ingestion-reader/);
    expect(hpa).toMatch(/maxReplicas: 10/);
    get(manifests, 'PodDisruptionBudget', 'ingestion-reader');
    // Only the gateway may call it.
    const policy = get(manifests, 'NetworkPolicy', 'ingestion-reader').text;
    const from = /^ {6}from:\n((?: {8}.*\n?)+)/m.exec(policy)?.[1] ?? '';
    expect([...from.matchAll(/app.kubernetes.io\/name: (\S+)/g)].map((m) => m[1])).toEqual(['gateway']);
    expect(value(get(manifests, 'Deployment', 'gateway'), 'READER_URL')).toBe('http://ingestion-reader:3006');
  });

  it('renders no reader when ingestion itself is off', () => {
    const manifests = template('--set', 'ingestion.reader.separate=true', '--set', 'ingestion.enabled=false');
    expect(find(manifests, 'Deployment', 'ingestion-reader')).toBeUndefined();
    expect(envEntry(get(manifests, 'Deployment', 'gateway'), 'READER_URL')).toBeUndefined();
  });
});
