import { intEnv } from '../config/env';

/** How long Kafka keeps the project's topics unless values say otherwise: seven days. */
export const DEFAULT_TOPIC_RETENTION_HOURS = 168;

/**
 * TOPIC_RETENTION_HOURS: the topics' retention (the topic job sets it on every topic) and so how
 * long event bookkeeping is worth keeping. No event older than this can be delivered again, so a
 * processed event id or a published outbox row past it guards nothing (ADR 034).
 */
export function topicRetentionHours(): number {
  return intEnv('TOPIC_RETENTION_HOURS', DEFAULT_TOPIC_RETENTION_HOURS);
}
