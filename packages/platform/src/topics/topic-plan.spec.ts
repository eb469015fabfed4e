import { ConsumerGroups, Topics } from '@overlap/proto';
import { MAX_MESSAGE_BYTES, parsePartitionOverrides, topicPlan } from './topic-plan';

const HOUR_MS = 3_600_000;
const VARS = [
  'TOPIC_PARTITIONS',
  'TOPIC_PARTITION_OVERRIDES',
  'TOPIC_RETENTION_HOURS',
  'DEAD_LETTER_PARTITIONS',
  'DEAD_LETTER_RETENTION_HOURS',
  'TOPIC_REPLICATION_FACTOR',
];

describe('topic plan', () => {
  const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of VARS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('names every topic of proto and one dead-letter topic per shared consumer group', () => {
    const topics = topicPlan().map((spec) => spec.topic);
    expect(topics).toEqual([...Object.values(Topics), ...Object.values(ConsumerGroups).map((group) => `dlq.${group}`)]);
  });

  it('takes partitions, retention and replication from the environment, with per-topic partition overrides', () => {
    Object.assign(process.env, {
      TOPIC_PARTITIONS: '6',
      TOPIC_PARTITION_OVERRIDES: 'presence.status.v1=12, dlq.groups=2',
      TOPIC_RETENTION_HOURS: '48',
      DEAD_LETTER_RETENTION_HOURS: '240',
      TOPIC_REPLICATION_FACTOR: '3',
    });
    const plan = new Map(topicPlan().map((spec) => [spec.topic, spec]));
    expect(plan.get(Topics.identityUsers)).toEqual({
      topic: Topics.identityUsers,
      partitions: 6,
      replicationFactor: 3,
      config: { 'retention.ms': String(48 * HOUR_MS), 'max.message.bytes': String(MAX_MESSAGE_BYTES) },
    });
    expect(plan.get(Topics.presenceStatus)!.partitions).toBe(12);
    expect(plan.get('dlq.groups')!.partitions).toBe(2);
    expect(plan.get('dlq.schedules')).toMatchObject({ partitions: 1, config: { 'retention.ms': String(240 * HOUR_MS) } });
  });

  it('lets the largest event (a feed on ingestion.schedules.v1, up to 16 MiB) onto its topic and its dead letters', () => {
    const plan = new Map(topicPlan().map((spec) => [spec.topic, spec]));
    expect(plan.get(Topics.ingestionSchedules)!.config['max.message.bytes']).toBe(String(16 * 1024 * 1024));
    expect(plan.get(`dlq.${ConsumerGroups.schedules}`)!.config['max.message.bytes']).toBe(String(16 * 1024 * 1024));
  });

  it('refuses malformed overrides and overrides of topics the project does not have', () => {
    expect(() => parsePartitionOverrides('identity.users.v1=0')).toThrow('TOPIC_PARTITION_OVERRIDES');
    expect(() => parsePartitionOverrides('identity.users.v1')).toThrow('TOPIC_PARTITION_OVERRIDES');
    process.env.TOPIC_PARTITION_OVERRIDES = 'identity.user.v1=4';
    expect(() => topicPlan()).toThrow('identity.user.v1');
  });
});
