import { metrics } from '@opentelemetry/api';
import type { IHeaders, Kafka, KafkaMessage } from 'kafkajs';
import { intEnv } from '../config/env';

/** Where a consumer group parks the events it could not handle: one topic per group (ADR 027). */
export function deadLetterTopic(groupId: string): string {
  return `dlq.${groupId}`;
}

/** Headers a dead letter carries besides the original message's own. */
export const DeadLetterHeaders = {
  topic: 'dlq-original-topic',
  partition: 'dlq-original-partition',
  offset: 'dlq-original-offset',
  group: 'dlq-consumer-group',
  attempts: 'dlq-attempts',
  error: 'dlq-error',
  failedAt: 'dlq-failed-at',
} as const;

export interface RetryPolicy {
  maxAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * 8 attempts over about 25 s (0.25 s doubling to 10 s): a database restart or a brief network
 * fault is ridden out; a message that still fails then is parked so its partition moves on.
 */
export function retryPolicy(): RetryPolicy {
  return { maxAttempts: intEnv('EVENT_MAX_ATTEMPTS', 8), firstDelayMs: 250, maxDelayMs: 10_000 };
}

/** After failed attempt `attempt` (1-based): wait this long and try again, or park the message. */
export function afterFailure(attempt: number, policy: RetryPolicy): { retryInMs: number } | 'park' {
  if (attempt >= policy.maxAttempts) return 'park';
  return { retryInMs: Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (attempt - 1)) };
}

const deadLetters = metrics
  .getMeter('platform')
  .createCounter('events.dead_letters', { description: 'Events parked in a dead-letter topic after their last attempt failed, by consumer group and topic' });

/** The dead letter for a message that failed its last attempt: same key and value, the error in headers. */
export function deadLetter(
  message: Pick<KafkaMessage, 'key' | 'value' | 'headers' | 'offset'>,
  origin: { topic: string; partition: number; groupId: string },
  attempts: number,
  err: unknown,
  now = new Date(),
) {
  const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const headers: IHeaders = {
    ...message.headers,
    [DeadLetterHeaders.topic]: origin.topic,
    [DeadLetterHeaders.partition]: String(origin.partition),
    [DeadLetterHeaders.offset]: message.offset,
    [DeadLetterHeaders.group]: origin.groupId,
    [DeadLetterHeaders.attempts]: String(attempts),
    // Kafka headers are small by convention; a stack trace belongs in the log.
    [DeadLetterHeaders.error]: error.slice(0, 1000),
    [DeadLetterHeaders.failedAt]: now.toISOString(),
  };
  return { key: message.key, value: message.value, headers };
}

export function countDeadLetter(groupId: string, topic: string): void {
  deadLetters.add(1, { group: groupId, topic });
}

const handlerFailures = metrics.getMeter('platform').createCounter('events.handler.failures', {
  description: "Failed attempts of a shared group's event handler (each retry counts), by consumer group and topic",
});

export function countHandlerFailure(groupId: string, topic: string): void {
  handlerFailures.add(1, { group: groupId, topic });
}

const header = (headers: IHeaders | undefined, name: string): string | undefined => {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
};

/**
 * Sends every dead letter of `groupId` parked so far back to its original topic (same key, so the
 * same partition and order) and commits the replay group's position, so each is replayed once.
 * Other groups of that topic see it again as a duplicate and skip it by event id (processed
 * events); the failing group applies it. Returns how many were replayed.
 */
export async function replayDeadLetters(kafka: Kafka, groupId: string, options: { timeoutMs?: number } = {}): Promise<number> {
  const topic = deadLetterTopic(groupId);
  const admin = kafka.admin();
  await admin.connect();
  const replayGroup = `${topic}.replay`;
  let ends: Map<number, bigint>;
  const remaining = new Set<number>();
  try {
    if (!(await admin.listTopics()).includes(topic)) return 0;
    ends = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, BigInt(p.high)]));
    const [committed] = await admin.fetchOffsets({ groupId: replayGroup, topics: [topic] });
    const from = new Map(committed.partitions.map((p) => [p.partition, p.offset === '-1' ? 0n : BigInt(p.offset)]));
    for (const [partition, end] of ends) if (end > (from.get(partition) ?? 0n)) remaining.add(partition);
  } finally {
    await admin.disconnect();
  }
  if (remaining.size === 0) return 0;
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  const consumer = kafka.consumer({ groupId: replayGroup });
  await producer.connect();
  await consumer.connect();
  let replayed = 0;
  try {
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dead letters of ${groupId} not replayed within the timeout`)), options.timeoutMs ?? 60_000);
      const check = () => {
        if (remaining.size === 0) {
          clearTimeout(timer);
          resolve();
        }
      };
      void consumer.subscribe({ topic, fromBeginning: true }).then(
        () =>
          consumer.run({
            autoCommit: false,
            eachMessage: async ({ partition, message }) => {
              if (BigInt(message.offset) >= (ends.get(partition) ?? 0n)) return;
              const original = header(message.headers, DeadLetterHeaders.topic);
              if (original) {
                const headers = Object.fromEntries(Object.entries(message.headers ?? {}).filter(([name]) => !name.startsWith('dlq-'))) as IHeaders;
                await producer.send({ topic: original, messages: [{ key: message.key, value: message.value, headers }] });
                replayed++;
              }
              await consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
              if (BigInt(message.offset) + 1n >= (ends.get(partition) ?? 0n)) {
                remaining.delete(partition);
                check();
              }
            },
          }),
        reject,
      );
    });
    await done;
  } finally {
    await consumer.disconnect();
    await producer.disconnect();
  }
  return replayed;
}
