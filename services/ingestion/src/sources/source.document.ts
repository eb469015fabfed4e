import type { Weekday } from '@overlap/contracts';

/** Where a source's occurrences come from. */
export type SourceKind = 'ics' | 'screenshot' | 'local';

/** A feed's statuses (docs/product/calendar-feeds.md). */
export type FeedStatus = 'active' | 'error' | 'disconnected' | 'private' | 'unknown';

/** One weekly class read from a timetable screenshot (times are wall-clock in the user's zone). */
export interface WeeklyClass {
  weekday: Weekday;
  start: string;
  end: string;
  title: string;
  location: string;
  type: string;
}

/** An event a browser kept in local storage, as imported by /migrate. */
export interface LocalEvent {
  key: string;
  title: string;
  start: string;
  end: string;
  location: string;
  description: string;
}

/*
 * Concurrency model. FerretDB 1.x (the local MongoDB API) runs findAndModify and conditional
 * updates as an unisolated read-then-write: two replicas can both "win" a compare-and-set, and
 * a $set rewrites the whole document it read. Only inserting a unique _id is atomic. So every
 * document below has one writer at a time: the API writes a source's configuration, the holder
 * of the source's sync lease (platform InsertLeases, collection sync_leases) writes its state,
 * and everything shared between writers — sync requests, snapshots, imported events — is
 * insert-only (ADR 011).
 */

/** A source's configuration, collection `sources`; written by the API. */
export interface SourceDocument {
  _id: string;
  userId: string;
  kind: SourceKind;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  /** ics: the feed URL, encrypted (crypto/feed-url-cipher.service.ts), and its keyed fingerprint. */
  url?: string;
  urlFingerprint?: string;
  /** Minutes between syncs (ics); the other kinds are re-expanded daily. */
  syncInterval: number;
  /** screenshot: the reviewed weekly classes and the dates they run between (YYYY-MM-DD). */
  weeklyClasses?: WeeklyClass[];
  validFrom?: string;
  validUntil?: string;
}

/** A source's sync state, collection `source_states` (`_id` = source id); written by the lease holder. */
export interface SourceStateDocument {
  _id: string;
  userId: string;
  kind: SourceKind;
  status: FeedStatus;
  errorMessage: string | null;
  eventCount: number;
  /** Last successful sync / last attempt. */
  lastSync: Date | null;
  lastAttempt: Date | null;
  nextSyncAt: Date;
  /** `nextSyncAt`'s minute (sources/due-slots.rules.ts); absent on states written before it existed. */
  dueSlot?: number;
  /** Consecutive failed syncs, for backoff. */
  failures: number;
  /** Conditional GET validators and the hash of the last parsed body. */
  etag: string | null;
  lastModified: string | null;
  contentHash: string | null;
  /** The feed's own minimum polling interval (REFRESH-INTERVAL / X-PUBLISHED-TTL) when last read; absent on older states. */
  publishedRefreshMs?: number | null;
  /** What the last published snapshot was expanded from: when, in which user zone, under which name and link. */
  expandedAt: Date | null;
  expandedTimezone: string | null;
  expandedName: string | null;
  expandedFingerprint: string | null;
  /** Last snapshot version written; versions only grow. */
  version: number;
  /** The sync lease its holder gave back with this write (instead of a separate release). */
  releasedLease?: string | null;
}

/** "Sync this source soon" (an edit, a zone change), collection `sync_requests`; insert-only. */
export interface SyncRequestDocument {
  _id: string;
  sourceId: string;
  userId: string;
  at: Date;
}

/** One imported browser event, collection `local_events` (`_id` = user id + event key); insert-only. */
export interface LocalEventDocument extends LocalEvent {
  _id: string;
  userId: string;
  sourceId: string;
  createdAt: Date;
}

export const SOURCES = 'sources';
export const SOURCE_STATES = 'source_states';
export const SYNC_REQUESTS = 'sync_requests';
export const SYNC_LEASES = 'sync_leases';
export const LOCAL_EVENTS = 'local_events';
