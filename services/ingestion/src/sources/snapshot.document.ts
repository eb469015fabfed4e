import type { Binary } from 'mongodb';

/**
 * One version of a source's published state that Kafka did not acknowledge at once: the encoded
 * Kafka message of SourceOccurrencesReplaced (or SourceRemoved after a delete). Collection
 * `source_snapshots`, insert-only (`_id` = source id + version), written by the source's lease
 * holder. The relay publishes them in version order and deletes each only after Kafka
 * acknowledged it — the MongoDB form of the outbox (docs/architecture.md): what is in the
 * collection is still to send. Snapshots Kafka acknowledged within the wait are never stored.
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
  /** Always false while stored (published snapshots are deleted); kept for the relay's query. */
  published: boolean;
  createdAt: Date;
}

export const SNAPSHOTS = 'source_snapshots';
export const PUBLISH_LEASES = 'publish_leases';

export const snapshotId = (sourceId: string, version: number) => `${sourceId}|${String(version).padStart(16, '0')}`;
