/** Where a source's occurrences come from. */
export type SourceKind = 'ics' | 'screenshot' | 'local';

/** SPEC.md §3 feed statuses. */
export type FeedStatus = 'active' | 'error' | 'disconnected' | 'private' | 'unknown';
export const FEED_STATUSES: readonly FeedStatus[] = ['active', 'error', 'disconnected', 'private', 'unknown'];

/** One weekly class read from a timetable screenshot (times are wall-clock in the user's zone). */
export interface WeeklyClass {
  weekday: 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';
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

/**
 * One source of a user's occurrences, in collection `sources`. Everything that must change
 * together lives in this one document (FerretDB 1.x has no multi-document transactions).
 */
export interface SourceDocument {
  _id: string;
  userId: string;
  kind: SourceKind;
  name: string;
  createdAt: Date;
  updatedAt: Date;

  /** ics: the feed URL, encrypted (crypto/feed-url-cipher.ts), and its keyed fingerprint. */
  url?: string;
  urlFingerprint?: string;
  /** Minutes between syncs (ics); re-expansion of stored input is daily for the other kinds. */
  syncInterval: number;

  status: FeedStatus;
  errorMessage: string | null;
  eventCount: number;
  /** Last successful sync / last attempt. */
  lastSync: Date | null;
  lastAttempt: Date | null;
  nextSyncAt: Date;
  /** Consecutive failed syncs, for backoff. */
  failures: number;

  /** A sync holds the source until `leaseUntil` (sync/lease.ts). */
  leaseUntil: Date | null;
  leaseOwner: string | null;

  /** Conditional GET validators and the hash of the last parsed body. */
  etag: string | null;
  lastModified: string | null;
  contentHash: string | null;
  /** When and in which user time zone occurrences were last expanded (rolling horizon). */
  expandedAt: Date | null;
  expandedTimezone: string | null;

  /** Last snapshot version handed out; versions only grow. */
  version: number;

  /** screenshot: the reviewed weekly classes and the dates they run between (YYYY-MM-DD). */
  weeklyClasses?: WeeklyClass[];
  validFrom?: string;
  validUntil?: string;
  /** local: events imported from the browser. */
  localEvents?: LocalEvent[];
}

export const SOURCES = 'sources';
