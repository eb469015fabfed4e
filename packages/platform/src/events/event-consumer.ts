import type { Consumer, Kafka } from 'kafkajs';
import type pino from 'pino';
import { decodeEnvelope } from '../kafka/envelope';
import type { EventRoutes } from './event-routes';
import type { ProcessedEventStore } from './processed-event-store.port';

/**
 * One consumer group of a service: reads every topic its handlers name from the beginning,
 * routes each event by topic and type, and applies it at most once through the store. Event
 * types without a handler are acknowledged and skipped. A handler that throws is retried by
 * kafkajs (the partition waits), which is where a dead-letter path would plug in.
 */
export class EventConsumer {
  private consumer: Consumer | undefined;

  constructor(
    private readonly kafka: Kafka,
    private readonly store: ProcessedEventStore,
    private readonly groupId: string,
    private readonly routes: EventRoutes,
    private readonly logger: pino.Logger,
  ) {}

  async start(): Promise<void> {
    await this.store.prepare();
    const consumer = this.kafka.consumer({ groupId: this.groupId, allowAutoTopicCreation: true });
    this.consumer = consumer;
    await consumer.connect();
    await consumer.subscribe({ topics: this.routes.topics(), fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message, topic, partition }) => {
        if (!message.value) return;
        const outcome = await this.handle(topic, message.value);
        if (outcome) this.logger.debug({ topic, partition, offset: message.offset, ...outcome }, 'event consumed');
      },
    });
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
  }

  /** Applies one message (`applied` false for a duplicate); undefined for a type not handled here. */
  async handle(topic: string, value: Uint8Array): Promise<{ eventId: string; applied: boolean } | undefined> {
    const envelope = decodeEnvelope(value);
    const handler = this.routes.find(topic, envelope.eventType);
    if (!handler) return undefined;
    const applied = await this.store.applyOnce(this.groupId, envelope.eventId, (tx) => handler(envelope, tx));
    return { eventId: envelope.eventId, applied };
  }
}
