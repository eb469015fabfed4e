import type { Db } from 'mongodb';

/** The collection MongoProcessedEvents records event ids in. */
const PROCESSED_EVENTS = 'processed_events';

/** Lets each pass find old records by an index. */
export async function ensureMongoPruneIndex(db: Db): Promise<void> {
  await db.collection(PROCESSED_EVENTS).createIndex({ processedAt: 1 }, { name: 'processed_at' });
}

/**
 * One batch of MongoDB event bookkeeping older than `before`: processed event ids. The MongoDB
 * services keep no outbox log to prune (ingestion deletes a snapshot once Kafka has it; presence
 * publishes state, not rows). Returns how many were deleted.
 */
export async function pruneMongoProcessedEvents(db: Db, before: Date, limit: number): Promise<number> {
  const processed = db.collection<{ processedAt: Date }>(PROCESSED_EVENTS);
  const old = await processed
    .find({ processedAt: { $lt: before } }, { projection: { _id: 1 } })
    .limit(limit)
    .toArray();
  if (!old.length) return 0;
  const { deletedCount } = await processed.deleteMany({ _id: { $in: old.map((d) => d._id) } });
  return deletedCount;
}
