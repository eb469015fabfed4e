/**
 * Every service the local stack runs is also built and run by docker-compose.yml and built and
 * deployed by skaffold.yaml, the same way: one image from the root Dockerfile per workspace, the
 * port from the .env registry, a readiness check, and the gateway pointed at it.
 *
 * Checked over the files' text (two-space YAML as written), like the chart test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { appServices } from '../../scripts/lib/app-services';

const repoRoot = resolve(__dirname, '..', '..');
const compose = readFileSync(resolve(repoRoot, 'docker-compose.yml'), 'utf8');
const skaffold = readFileSync(resolve(repoRoot, 'skaffold.yaml'), 'utf8');
const backends = appServices().filter((s) => s.name !== 'gateway');

/** The block of a top-level compose service, up to the next one. */
function composeService(name: string): string {
  const match = new RegExp(`^ {2}${name}:\\n((?: {4}.*\\n|\\n)+)`, 'm').exec(compose);
  if (!match) throw new Error(`docker-compose.yml has no service ${name}`);
  return match[1]!;
}

/** The block of a skaffold artifact, up to the next one. */
function skaffoldArtifact(image: string): string {
  const match = new RegExp(`^ {4}- image: ${image}\\n((?: {6}.*\\n)+)`, 'm').exec(skaffold);
  if (!match) throw new Error(`skaffold.yaml builds no ${image}`);
  return match[1]!;
}

describe('docker-compose.yml and skaffold.yaml', () => {
  it('know the backend services the local stack runs, presence among them', () => {
    expect(backends.map((s) => s.name)).toContain('presence');
  });

  it.each(backends.map((s) => [s.name, s.port] as const))('docker-compose runs %s hardened, on its .env port, with a readiness check', (name, port) => {
    const upper = name.toUpperCase();
    const block = composeService(name);
    expect(block).toMatch(/^ {4}<<: \*app$/m);
    expect(block).toMatch(new RegExp(`^ {4}image: overlap-${name}:local$`, 'm'));
    expect(block).toMatch(new RegExp(`^ {8}SERVICE: services/${name}$`, 'm'));
    expect(block).toMatch(new RegExp(`^ {6}PORT: \\$\\{${upper}_PORT\\}$`, 'm'));
    expect(block).toMatch(new RegExp(`^ {6}OTEL_SERVICE_NAME: ${name}$`, 'm'));
    expect(block).toMatch(/^ {6}<<: \*app-env$/m);
    expect(block).toMatch(/\/health\/ready/);
    // The registry's port, as the local stack uses it.
    expect(readFileSync(resolve(repoRoot, '.env'), 'utf8')).toMatch(new RegExp(`^${upper}_PORT=${port}$`, 'm'));
  });

  it.each(backends.map((s) => s.name))('docker-compose points the gateway at %s and starts it first', (name) => {
    const gateway = composeService('gateway');
    expect(gateway).toMatch(new RegExp(`^ {6}${name.toUpperCase()}_URL: http://${name}:\\$\\{${name.toUpperCase()}_PORT\\}$`, 'm'));
    expect(gateway).toMatch(new RegExp(`^ {6}${name}:\\n {8}condition: service_(started|healthy)$`, 'm'));
  });

  it('runs presence on the real MongoDB and Kafka, reading schedules for the timetable', () => {
    const presence = composeService('presence');
    expect(presence).toMatch(/^ {6}MONGODB_URL: mongodb:\/\/mongo:27017\/$/m);
    expect(presence).toMatch(/^ {6}KAFKA_BROKERS: kafka:9092$/m);
    expect(presence).toMatch(/^ {6}SCHEDULES_INTERNAL_URL: http:\/\/schedules:\$\{SCHEDULES_PORT\}$/m);
    expect(presence).toMatch(/^ {6}mongo:\n {8}condition: service_healthy$/m);
    expect(presence).toMatch(/^ {6}kafka:\n {8}condition: service_healthy$/m);
  });

  it.each(backends.map((s) => [s.name, s.port] as const))('skaffold builds %s from the root Dockerfile and deploys that image', (name, port) => {
    const artifact = skaffoldArtifact(`overlap-${name}`);
    expect(artifact).toMatch(/^ {6}context: \.$/m);
    expect(artifact).toMatch(new RegExp(`^ {10}SERVICE: services/${name}$`, 'm'));
    expect(artifact).toMatch(new RegExp(`^ {10}PORT: '${port}'$`, 'm'));
    expect(skaffold).toMatch(new RegExp(`^ {10}${name}\\.image\\.repository: '\\{\\{\\.IMAGE_REPO_overlap_${name}\\}\\}'$`, 'm'));
    expect(skaffold).toMatch(
      new RegExp(`^ {10}${name}\\.image\\.tag: '\\{\\{\\.IMAGE_TAG_overlap_${name}\\}\\}@\\{\\{\\.IMAGE_DIGEST_overlap_${name}\\}\\}'$`, 'm'),
    );
  });
});
