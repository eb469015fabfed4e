import { setTimeout } from 'node:timers/promises';
import type { Consumer, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type pino from 'pino';
import { decodeEnvelope } from '../kafka/envelope';
import { ConsumerWatch } from './consumer-watch';
import { afterFailure, countDeadLetter, countHandlerFailure, deadLetter, deadLetterTopic, retryPolicy, type RetryPolicy } from './dead-letters';
import type { EventRoutes } from './event-routes';
import type { ProcessedEventStore } from './processed-event-store.port';

/**
 * One consumer group of a service: reads every topic its handlers name from the beginning,
 * routes each event by topic and type, and applies it at most once through the store. Event
 * types without a handler are acknowledged and skipped. A message that fails is tried again with
 * backoff, and after the policy's last attempt parked in the group's dead-letter topic with the
 * error, so the partition moves on (ADR 027); `replayDeadLetters` sends it back after a fix.
 */
export class EventConsumer {
  private consumer: Consumer | undefined;
  /** Connected at the first dead letter: most groups never write one. */
  private producer: Promise<Producer> | undefined;
  /** Ends a backoff at shutdown: the event is left uncommitted for the partition's next owner. */
  private stopping = new AbortController();
  readonly watch: ConsumerWatch;

  constructor(
    private readonly kafka: Kafka,
    private readonly store: ProcessedEventStore,
    private readonly groupId: string,
    private readonly routes: EventRoutes,
    private readonly logger: pino.Logger,
    private readonly policy: RetryPolicy = retryPolicy(),
  ) {
    this.watch = new ConsumerWatch(groupId);
  }

  async start(): Promise<void> {
    await this.store.prepare();
    // A start after a failed one (keepStarting stops in between) retries again.
    this.stopping = new AbortController();
    const consumer = this.kafka.consumer({ groupId: this.groupId, allowAutoTopicCreation: false });
    this.consumer = consumer;
    this.watch.attach(consumer);
    await consumer.connect();
    await consumer.subscribe({ topics: this.routes.topics(), fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message, topic, partition, heartbeat }) => {
        if (!message.value) return;
        const outcome = await this.handleWithRetries(topic, partition, message, heartbeat);
        if (outcome) this.logger.debug({ topic, partition, offset: message.offset, ...outcome }, 'event consumed');
      },
    });
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.consumer?.disconnect();
    const producer = this.producer;
    this.producer = undefined;
    await (await producer?.catch(() => undefined))?.disconnect();
  }

  /** Applies one message (`applied` false for a duplicate); undefined for a type not handled here. */
  async handle(topic: string, value: Uint8Array): Promise<{ eventId: string; applied: boolean } | undefined> {
    const envelope = decodeEnvelope(value);
    const handler = this.routes.find(topic, envelope.eventType);
    if (!handler) return undefined;
    const applied = await this.store.applyOnce(this.groupId, envelope.eventId, (tx) => handler(envelope, tx));
    return { eventId: envelope.eventId, applied };
  }

  /** `handle` under the retry policy; a message still failing is parked and reported as such. */
  async handleWithRetries(
    topic: string,
    partition: number,
    message: Pick<KafkaMessage, 'key' | 'value' | 'headers' | 'offset'>,
    heartbeat: () => Promise<void> = async () => undefined,
  ): Promise<{ eventId?: string; applied: boolean; parked?: true } | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.handle(topic, message.value!);
      } catch (err) {
        if (this.stopping.signal.aborted) throw err;
        countHandlerFailure(this.groupId, topic);
        const next = afterFailure(attempt, this.policy);
        if (next === 'park') {
          await this.park(topic, partition, message, attempt, err);
          return { applied: false, parked: true };
        }
        this.logger.warn({ err, topic, partition, offset: message.offset, attempt, retryInMs: next.retryInMs }, 'event handler failed; trying again');
        await setTimeout(next.retryInMs, undefined, { signal: this.stopping.signal }).catch(() => undefined);
        // The group would otherwise take the partition away while a long backoff runs.
        if (!this.stopping.signal.aborted) await heartbeat();
      }
    }
  }

  private async park(topic: string, partition: number, message: Pick<KafkaMessage, 'key' | 'value' | 'headers' | 'offset'>, attempts: number, err: unknown) {
    const dlq = deadLetterTopic(this.groupId);
    // If the dead letter cannot be written the error propagates and kafkajs retries the message.
    const producer = await this.deadLetterProducer();
    await producer.send({ topic: dlq, messages: [deadLetter(message, { topic, partition, groupId: this.groupId }, attempts, err)] });
    countDeadLetter(this.groupId, topic);
    this.logger.error({ err, topic, partition, offset: message.offset, attempts, deadLetterTopic: dlq }, 'event parked in the dead-letter topic');
  }

  private deadLetterProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      const producer = this.kafka.producer({ allowAutoTopicCreation: false, idempotent: true, maxInFlightRequests: 1 });
      await producer.connect();
      return producer;
    })();
    // A failed connection is not kept: the next dead letter tries again.
    this.producer.catch(() => (this.producer = undefined));
    return this.producer;
  }
}
