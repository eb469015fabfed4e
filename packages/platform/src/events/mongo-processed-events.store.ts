import type { Collection, Db } from 'mongodb';
import { isDuplicateKey } from '../mongo/duplicate-key';
import type { ProcessedEventStore } from './processed-event-store.port';

interface ProcessedEvent {
  consumerGroup: string;
  eventId: string;
  processedAt: Date;
}

const PROCESSED_EVENTS_COLLECTION = 'processed_events';

/**
 * MongoDB: event ids are recorded in `processed_events` (unique index). FerretDB 1.x has no
 * multi-document transactions, so the record is written after the handler: a crash in between
 * re-runs the handler on redelivery. Handlers on this store must therefore be idempotent by
 * themselves (upserts guarded by versions, deletes); the record makes every delivery after a
 * completed one a no-op. Handlers receive the service's `Db`.
 */
export class MongoProcessedEvents implements ProcessedEventStore<Db> {
  private readonly processed: Collection<ProcessedEvent>;

  constructor(private readonly db: Db) {
    this.processed = db.collection<ProcessedEvent>(PROCESSED_EVENTS_COLLECTION);
  }

  async prepare(): Promise<void> {
    await this.processed.createIndex({ consumerGroup: 1, eventId: 1 }, { unique: true, name: 'consumer_event_unique' });
  }

  async applyOnce(consumerGroup: string, eventId: string, apply: (db: Db) => Promise<void>): Promise<boolean> {
    const key = { consumerGroup, eventId };
    if (await this.processed.findOne(key, { projection: { _id: 1 } })) return false;
    await apply(this.db);
    try {
      await this.processed.insertOne({ ...key, processedAt: new Date() });
    } catch (err) {
      // Another replica finished the same event first; the handler is idempotent.
      if (!isDuplicateKey(err)) throw err;
    }
    return true;
  }
}
