import { randomUUID } from 'node:crypto';
import type { SourceDocument, SourceKind } from './source.document';

/** A source in its initial state: never synced, due now. */
export function newSource(fields: { userId: string; kind: SourceKind; name: string; syncInterval: number; _id?: string; now?: Date }): SourceDocument {
  const now = fields.now ?? new Date();
  return {
    _id: fields._id ?? randomUUID(),
    userId: fields.userId,
    kind: fields.kind,
    name: fields.name,
    createdAt: now,
    updatedAt: now,
    syncInterval: fields.syncInterval,
    status: 'unknown',
    errorMessage: null,
    eventCount: 0,
    lastSync: null,
    lastAttempt: null,
    nextSyncAt: now,
    failures: 0,
    leaseUntil: null,
    leaseOwner: null,
    etag: null,
    lastModified: null,
    contentHash: null,
    expandedAt: null,
    expandedTimezone: null,
    version: 0,
  };
}
