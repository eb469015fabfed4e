import { ConfigResourceTypes, type Admin } from 'kafkajs';
import type { TopicSpec } from './topic-plan';

export interface TopicOutcome {
  topic: string;
  /** created; partitions raised to the plan's count; configured (exists, configs applied). */
  action: 'created' | 'partitions-added' | 'configured';
  partitions: number;
}

/**
 * Makes the broker match the plan, as often as it runs (ADR 034): creates missing topics,
 * raises a topic's partition count to the plan's (Kafka cannot lower it; more partitions are
 * kept), and sets every topic's configs (retention, message size). Runs as the chart's topic job
 * and at the local stack's start.
 */
export async function ensureTopics(admin: Admin, plan: TopicSpec[]): Promise<TopicOutcome[]> {
  const existing = new Set(await admin.listTopics());
  const missing = plan.filter((spec) => !existing.has(spec.topic));
  if (missing.length) {
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((spec) => ({
        topic: spec.topic,
        numPartitions: spec.partitions,
        replicationFactor: spec.replicationFactor,
        configEntries: Object.entries(spec.config).map(([name, value]) => ({ name, value })),
      })),
    });
  }
  const present = plan.filter((spec) => existing.has(spec.topic));
  const outcomes: TopicOutcome[] = missing.map((spec) => ({ topic: spec.topic, action: 'created', partitions: spec.partitions }));
  if (!present.length) return outcomes;

  const { topics } = await admin.fetchTopicMetadata({ topics: present.map((spec) => spec.topic) });
  const counts = new Map(topics.map((t) => [t.name, t.partitions.length]));
  const grow = present.filter((spec) => counts.get(spec.topic)! < spec.partitions);
  if (grow.length) await admin.createPartitions({ topicPartitions: grow.map((spec) => ({ topic: spec.topic, count: spec.partitions })) });
  // alterConfigs replaces the topic's dynamic configs with these: the plan owns them all.
  await admin.alterConfigs({
    validateOnly: false,
    resources: present.map((spec) => ({
      type: ConfigResourceTypes.TOPIC,
      name: spec.topic,
      configEntries: Object.entries(spec.config).map(([name, value]) => ({ name, value })),
    })),
  });
  for (const spec of present) {
    const grown = grow.includes(spec);
    outcomes.push({ topic: spec.topic, action: grown ? 'partitions-added' : 'configured', partitions: grown ? spec.partitions : counts.get(spec.topic)! });
  }
  return outcomes;
}
