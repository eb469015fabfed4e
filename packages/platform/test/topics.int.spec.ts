import { randomUUID } from 'node:crypto';
import { ConfigResourceTypes, type Admin } from 'kafkajs';
import { ensureTopics } from '../src/topics/ensure-topics';
import type { TopicSpec } from '../src/topics/topic-plan';
import { testKafka } from './support/event-apps';

const HOUR_MS = 3_600_000;

describe('ensureTopics on the real broker', () => {
  const [events, letters] = [`test.topics.${randomUUID()}`, `dlq.test-topics-${randomUUID()}`];
  const spec = (topic: string, partitions: number, retentionHours: number): TopicSpec => ({
    topic,
    partitions,
    replicationFactor: -1,
    config: { 'retention.ms': String(retentionHours * HOUR_MS), 'max.message.bytes': String(16 * 1024 * 1024) },
  });
  let admin: Admin;

  beforeAll(async () => {
    admin = testKafka.admin();
    await admin.connect();
  });
  afterAll(async () => {
    await admin.deleteTopics({ topics: [events, letters] });
    await admin.disconnect();
  });

  const partitions = async (topic: string) => (await admin.fetchTopicMetadata({ topics: [topic] })).topics[0]!.partitions.length;
  const config = async (topic: string, name: string) => {
    const { resources } = await admin.describeConfigs({
      includeSynonyms: false,
      resources: [{ type: ConfigResourceTypes.TOPIC, name: topic, configNames: [name] }],
    });
    return resources[0]!.configEntries.find((e) => e.configName === name)?.configValue;
  };

  it('creates missing topics with their partitions and retention, then converges on a changed plan when run again', async () => {
    expect(await ensureTopics(admin, [spec(events, 3, 72), spec(letters, 1, 720)])).toEqual([
      { topic: events, action: 'created', partitions: 3 },
      { topic: letters, action: 'created', partitions: 1 },
    ]);
    expect(await partitions(events)).toBe(3);
    expect(await config(events, 'retention.ms')).toBe(String(72 * HOUR_MS));
    expect(await config(letters, 'retention.ms')).toBe(String(720 * HOUR_MS));
    expect(await config(events, 'max.message.bytes')).toBe(String(16 * 1024 * 1024));

    // The same plan again: nothing to create, nothing fails.
    expect(await ensureTopics(admin, [spec(events, 3, 72), spec(letters, 1, 720)])).toEqual([
      { topic: events, action: 'configured', partitions: 3 },
      { topic: letters, action: 'configured', partitions: 1 },
    ]);

    // Values changed: more partitions and a shorter retention; a lower count keeps the partitions there are.
    expect(await ensureTopics(admin, [spec(events, 6, 24), spec(letters, 1, 720)])).toEqual([
      { topic: events, action: 'partitions-added', partitions: 6 },
      { topic: letters, action: 'configured', partitions: 1 },
    ]);
    expect(await partitions(events)).toBe(6);
    expect(await config(events, 'retention.ms')).toBe(String(24 * HOUR_MS));
    expect(await ensureTopics(admin, [spec(events, 2, 24)])).toEqual([{ topic: events, action: 'configured', partitions: 6 }]);
  }, 60_000);
});
