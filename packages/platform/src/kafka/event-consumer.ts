import type { EventEnvelope } from '@overlap/proto';
import type { Consumer, Kafka } from 'kafkajs';
import type pino from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { decodeEnvelope } from './envelope';

export type PostgresEventHandler = (envelope: EventEnvelope, manager: EntityManager) => Promise<void>;

export interface ConsumerOptions {
  groupId: string;
  topics: string[];
  /** Handlers by envelope event type; other types on the topic are acknowledged and skipped. */
  handlers: Record<string, PostgresEventHandler>;
}

/**
 * Applies each event at most once per consumer group: the event id is recorded in
 * processed_events in the same transaction as the handler's writes, so replays, duplicates
 * from the outbox and restarts change nothing.
 */
export class IdempotentConsumer {
  private consumer: Consumer | undefined;

  constructor(
    private readonly kafka: Kafka,
    private readonly dataSource: DataSource,
    private readonly options: ConsumerOptions,
    private readonly logger: pino.Logger,
  ) {}

  async start(): Promise<void> {
    const consumer = this.kafka.consumer({ groupId: this.options.groupId, allowAutoTopicCreation: true });
    this.consumer = consumer;
    await consumer.connect();
    await consumer.subscribe({ topics: this.options.topics, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message, topic, partition }) => {
        if (!message.value) return;
        const envelope = decodeEnvelope(message.value);
        const handler = this.options.handlers[envelope.eventType];
        if (!handler) return;
        const applied = await this.apply(envelope, handler);
        this.logger.debug({ topic, partition, offset: message.offset, eventId: envelope.eventId, applied }, 'event consumed');
      },
    });
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
  }

  private apply(envelope: EventEnvelope, handler: PostgresEventHandler): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO processed_events (consumer_group, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
        [this.options.groupId, envelope.eventId],
      );
      if (!inserted.length) return false;
      await handler(envelope, manager);
      return true;
    });
  }
}
