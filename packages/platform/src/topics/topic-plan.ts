import { ConsumerGroups, Topics } from '@overlap/proto';
import { ConfigError, env, intEnv } from '../config/env';
import { deadLetterTopic } from '../events/dead-letters';
import { topicRetentionHours } from '../pruning/event-retention';

/** A topic as the release should leave it. */
export interface TopicSpec {
  topic: string;
  partitions: number;
  /** -1: the broker's default.replication.factor. */
  replicationFactor: number;
  config: Record<string, string>;
}

/**
 * The largest event: ingestion.schedules.v1 carries a feed's whole occurrence set. Set on every
 * topic that may hold one (its own and the dead letters), so no broker default has to allow it.
 */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/** Dead letters wait for a fix and a replay (ADR 027): kept longer than the events. */
export const DEFAULT_DEAD_LETTER_RETENTION_HOURS = 720;

const hoursMs = (hours: number) => String(hours * 3_600_000);

/** `topic=count,topic=count` (TOPIC_PARTITION_OVERRIDES) as a map. */
export function parsePartitionOverrides(text: string | undefined): Map<string, number> {
  const overrides = new Map<string, number>();
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [topic, count] = entry.split('=').map((s) => s.trim());
    const n = Number(count);
    if (!topic || !Number.isInteger(n) || n < 1) throw new ConfigError(`TOPIC_PARTITION_OVERRIDES: "${entry}" is not topic=<partitions ≥ 1>`);
    overrides.set(topic, n);
  }
  return overrides;
}

/**
 * Every topic of proto's Topics and the dead-letter topic of every shared consumer group, with
 * partitions and retention from the environment the chart's values and the local stack set
 * (ADR 034): TOPIC_PARTITIONS (3), TOPIC_PARTITION_OVERRIDES (`topic=count,…`),
 * TOPIC_RETENTION_HOURS (168), DEAD_LETTER_PARTITIONS (1), DEAD_LETTER_RETENTION_HOURS (720),
 * TOPIC_REPLICATION_FACTOR (-1, the broker's default).
 */
export function topicPlan(): TopicSpec[] {
  const partitions = intEnv('TOPIC_PARTITIONS', 3);
  const overrides = parsePartitionOverrides(env('TOPIC_PARTITION_OVERRIDES'));
  const replicationFactor = intEnv('TOPIC_REPLICATION_FACTOR', -1);
  const maxMessageBytes = String(MAX_MESSAGE_BYTES);
  const events = Object.values(Topics).map((topic) => ({
    topic,
    partitions: overrides.get(topic) ?? partitions,
    replicationFactor,
    config: { 'retention.ms': hoursMs(topicRetentionHours()), 'max.message.bytes': maxMessageBytes },
  }));
  const deadLetters = Object.values(ConsumerGroups).map((group) => {
    const topic = deadLetterTopic(group);
    return {
      topic,
      partitions: overrides.get(topic) ?? intEnv('DEAD_LETTER_PARTITIONS', 1),
      replicationFactor,
      config: { 'retention.ms': hoursMs(intEnv('DEAD_LETTER_RETENTION_HOURS', DEFAULT_DEAD_LETTER_RETENTION_HOURS)), 'max.message.bytes': maxMessageBytes },
    };
  });
  const unknown = [...overrides.keys()].filter((t) => ![...events, ...deadLetters].some((s) => s.topic === t));
  if (unknown.length) throw new ConfigError(`TOPIC_PARTITION_OVERRIDES names topics the project does not have: ${unknown.join(', ')}`);
  return [...events, ...deadLetters];
}
