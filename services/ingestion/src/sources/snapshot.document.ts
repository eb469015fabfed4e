import type { Binary } from 'mongodb';

/**
 * One version of a source's published state: the encoded Kafka message of
 * SourceOccurrencesReplaced (or SourceRemoved after a delete). Collection `source_snapshots`,
 * insert-only (`_id` = source id + version), written by the source's lease holder. The relay
 * publishes documents with `published: false` in version order and marks them only after Kafka
 * acknowledged — the MongoDB form of the outbox (ARCHITECTURE.md §4).
 */
export interface SnapshotDocument {
  _id: string;
  sourceId: string;
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
  createdAt: Date;
}

export const SNAPSHOTS = 'source_snapshots';
export const PUBLISH_LEASES = 'publish_leases';

export const snapshotId = (sourceId: string, version: number) => `${sourceId}|${String(version).padStart(12, '0')}`;
