/**
 * The chart's release jobs (ADR 034), rendered with the real helm like chart.int.spec.ts: the topic
 * job runs before every install and upgrade with the values' partitions and retention, hardened
 * like the services; migrations need no job (an advisory lock), and the services prune event rows
 * after the same retention the topics get.
 */
import { ConsumerGroups, Topics } from '@overlap/proto';
import { helmBuildTimeoutMs, template as render, useHelm } from './support/chart-render';

/** The rendered documents, each as text. */
const template = (...args: string[]): string[] => render(...args).map((manifest) => manifest.text);

const jobs = (docs: string[]) => docs.filter((doc) => /^kind: Job$/m.test(doc));

/** The value of env entry NAME in a rendered container. */
function envValue(doc: string, name: string): string | undefined {
  return new RegExp(`^ +- name: ${name}\\n +value: "([^"]*)"$`, 'm').exec(doc)?.[1];
}

describe('charts/overlap release jobs', () => {
  beforeAll(() => useHelm(), helmBuildTimeoutMs);

  it('runs the topic job as a pre-install and pre-upgrade hook, replaced by the next release', () => {
    const [job, ...others] = jobs(template());
    expect(others).toEqual([]);
    expect(job).toMatch(/^ {2}name: overlap-topics$/m);
    expect(job).toMatch(/^ {4}helm\.sh\/hook: pre-install,pre-upgrade$/m);
    expect(job).toMatch(/^ {4}helm\.sh\/hook-delete-policy: before-hook-creation$/m);
    expect(job).toMatch(/^ {6}restartPolicy: Never$/m);
    expect(job).toMatch(/^ {2}backoffLimit: \d+$/m);
    expect(job).toMatch(/^ {2}activeDeadlineSeconds: \d+$/m);
  });

  it('runs the repository script from a service image with the default partitions and retention', () => {
    const [job] = jobs(template());
    expect(job).toMatch(/^ {10}image: "overlap-identity:[^"]+"$/m);
    expect(job).toMatch(/^ {10}command: \["node", "\/app\/packages\/platform\/dist\/bin\/create-topics\.js"\]$/m);
    expect(envValue(job!, 'KAFKA_BROKERS')).toBe('kafka:9092');
    expect(envValue(job!, 'TOPIC_PARTITIONS')).toBe('3');
    expect(envValue(job!, 'TOPIC_PARTITION_OVERRIDES')).toBe('');
    expect(envValue(job!, 'TOPIC_RETENTION_HOURS')).toBe('168');
    expect(envValue(job!, 'DEAD_LETTER_RETENTION_HOURS')).toBe('720');
    expect(envValue(job!, 'TOPIC_REPLICATION_FACTOR')).toBe('-1');
  });

  it('takes partitions, per-topic overrides and retention from values', () => {
    const [job] = jobs(
      template(
        '--set',
        'kafka.topics.partitions=6',
        '--set',
        `kafka.topics.partitionOverrides.${Topics.presenceStatus.replaceAll('.', '\\.')}=12`,
        '--set',
        `kafka.topics.partitionOverrides.dlq\\.${ConsumerGroups.groups}=2`,
        '--set',
        'kafka.topics.retentionHours=48',
        '--set',
        'kafka.topics.replicationFactor=3',
      ),
    );
    expect(envValue(job!, 'TOPIC_PARTITIONS')).toBe('6');
    expect(envValue(job!, 'TOPIC_PARTITION_OVERRIDES')).toBe(`dlq.${ConsumerGroups.groups}=2,${Topics.presenceStatus}=12`);
    expect(envValue(job!, 'TOPIC_RETENTION_HOURS')).toBe('48');
    expect(envValue(job!, 'TOPIC_REPLICATION_FACTOR')).toBe('3');
  });

  it('hardens the job pod like the services: non-root, read-only root, no capabilities, no API token, resources set', () => {
    const [job] = jobs(template());
    expect(job).toMatch(/^ {6}automountServiceAccountToken: false$/m);
    expect(job).toMatch(/^ {8}runAsNonRoot: true$/m);
    expect(job).toMatch(/^ {12}readOnlyRootFilesystem: true$/m);
    expect(job).toMatch(/^ {12}allowPrivilegeEscalation: false$/m);
    expect(job).toMatch(/^ {14}- ALL$/m);
    expect(job).toMatch(/^ {12}requests:\n {14}cpu: \S+\n {14}memory: \S+$/m);
    expect(job).toMatch(/^ {12}limits:\n {14}memory: \S+$/m);
    expect(job).not.toMatch(/secretKeyRef/);
  });

  it('gives every service that uses Kafka the topics retention, after which it prunes event rows', () => {
    const deployments = template('--set', 'kafka.topics.retentionHours=48').filter((doc) => /^kind: Deployment$/m.test(doc));
    const withKafka = deployments.filter((doc) => envValue(doc, 'KAFKA_BROKERS'));
    expect(withKafka.length).toBeGreaterThanOrEqual(6);
    for (const doc of withKafka) expect(envValue(doc, 'TOPIC_RETENTION_HOURS')).toBe('48');
  });

  it('renders no job when the topic job is turned off, and no migration job at all (an advisory lock orders migrations)', () => {
    expect(jobs(template('--set', 'kafka.topics.job.enabled=false'))).toEqual([]);
    expect(template().some((doc) => /migrat/i.test(/^ {2}name: (.*)$/m.exec(doc)?.[1] ?? ''))).toBe(false);
  });
});
