import { randomUUID } from 'node:crypto';
import { dueAt } from './due-slots.rules';
import type { SourceDocument, SourceKind, SourceStateDocument } from './source.document';

/** A source and its initial state: never synced, due now. */
export function newSource(fields: { userId: string; kind: SourceKind; name: string; syncInterval: number; _id?: string; now?: Date }): {
  source: SourceDocument;
  state: SourceStateDocument;
} {
  const now = fields.now ?? new Date();
  const _id = fields._id ?? randomUUID();
  return {
    source: { _id, userId: fields.userId, kind: fields.kind, name: fields.name, createdAt: now, updatedAt: now, syncInterval: fields.syncInterval },
    state: {
      _id,
      userId: fields.userId,
      kind: fields.kind,
      status: 'unknown',
      errorMessage: null,
      eventCount: 0,
      lastSync: null,
      lastAttempt: null,
      ...dueAt(now),
      failures: 0,
      etag: null,
      lastModified: null,
      contentHash: null,
      expandedAt: null,
      expandedTimezone: null,
      expandedName: null,
      expandedFingerprint: null,
      version: 0,
    },
  };
}
