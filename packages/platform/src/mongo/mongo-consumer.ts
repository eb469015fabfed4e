import type { EventEnvelope } from '@overlap/proto';
import type { Consumer, Kafka } from 'kafkajs';
import { MongoServerError, type Collection, type Db } from 'mongodb';
import type pino from 'pino';
import { decodeEnvelope } from '../kafka/envelope';

export type MongoEventHandler = (envelope: EventEnvelope, db: Db) => Promise<void>;

export interface MongoConsumerOptions {
  groupId: string;
  topics: string[];
  /** Handlers by envelope event type; other types on the topic are acknowledged and skipped. */
  handlers: Record<string, MongoEventHandler>;
}

interface ProcessedEvent {
  consumerGroup: string;
  eventId: string;
  processedAt: Date;
}

export const PROCESSED_EVENTS_COLLECTION = 'processed_events';

const isDuplicateKey = (err: unknown) => err instanceof MongoServerError && err.code === 11000;

/**
 * Applies each event once per consumer group, recording its id in `processed_events` (unique
 * index). FerretDB 1.x has no multi-document transactions, so the record is written after the
 * handler: a crash in between re-runs the handler on redelivery. Handlers must therefore be
 * idempotent by themselves (upserts guarded by versions, deletes); the record makes every
 * delivery after a completed one a no-op.
 */
export class MongoIdempotentConsumer {
  private consumer: Consumer | undefined;
  private readonly processed: Collection<ProcessedEvent>;

  constructor(
    private readonly kafka: Kafka,
    private readonly db: Db,
    private readonly options: MongoConsumerOptions,
    private readonly logger: pino.Logger,
  ) {
    this.processed = db.collection<ProcessedEvent>(PROCESSED_EVENTS_COLLECTION);
  }

  async start(): Promise<void> {
    await this.processed.createIndex({ consumerGroup: 1, eventId: 1 }, { unique: true, name: 'consumer_event_unique' });
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

  /** Runs the handler unless this group already applied the event; true when it ran. */
  async apply(envelope: EventEnvelope, handler: MongoEventHandler): Promise<boolean> {
    const key = { consumerGroup: this.options.groupId, eventId: envelope.eventId };
    if (await this.processed.findOne(key, { projection: { _id: 1 } })) return false;
    await handler(envelope, this.db);
    try {
      await this.processed.insertOne({ ...key, processedAt: new Date() });
    } catch (err) {
      // Another replica finished the same event first; the handler is idempotent.
      if (!isDuplicateKey(err)) throw err;
    }
    return true;
  }
}
