import type { Binary } from 'mongodb';

/**
 * The latest versioned state of one source, ready to publish: the encoded Kafka message of
 * SourceOccurrencesReplaced (or SourceRemoved after a delete). Collection `source_snapshots`,
 * one document per source (`_id` = source id), replaced whole by each newer version. The relay
 * publishes documents with `published: false` and marks them only after Kafka acknowledged —
 * the MongoDB form of the outbox (ARCHITECTURE.md §4).
 */
export interface SnapshotDocument {
  _id: string;
  userId: string;
  version: number;
  kind: 'replaced' | 'removed';
  eventId: string;
  topic: string;
  key: string;
  value: Buffer | Binary;
  headers: Record<string, string>;
  occurrenceCount: number;
  published: boolean;
  publishLeaseUntil: Date | null;
  createdAt: Date;
}

export const SNAPSHOTS = 'source_snapshots';
