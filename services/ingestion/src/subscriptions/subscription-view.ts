import type { FeedStatus, SourceDocument } from '../sources/source.document';
import type { FeedUrlCipher } from '../crypto/feed-url-cipher';
import { maskFeedUrl } from './url-masking';

/** A feed subscription as every response shows it (SPEC.md §3); the URL is always masked. */
export interface SubscriptionView {
  id: string;
  userId: string;
  name: string;
  url: string;
  syncInterval: number;
  status: FeedStatus;
  isPrivate: boolean;
  eventCount: number;
  lastSync: string | null;
  nextSync: string | null;
  errorMessage: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StatusSummary {
  total: number;
  active: number;
  error: number;
  disconnected: number;
}

export function toSubscriptionView(doc: SourceDocument, cipher: FeedUrlCipher): SubscriptionView {
  const { masked, isPrivate } = maskFeedUrl(cipher.decrypt(doc.url!));
  return {
    id: doc._id,
    userId: doc.userId,
    name: doc.name,
    url: masked,
    syncInterval: doc.syncInterval,
    status: doc.status,
    isPrivate,
    eventCount: doc.eventCount,
    lastSync: doc.lastSync?.toISOString() ?? null,
    nextSync: doc.nextSyncAt?.toISOString() ?? null,
    errorMessage: doc.errorMessage,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** SPEC.md's summary {total, active, error, disconnected}; a private feed needs fixing, so it counts as error. */
export function summarize(views: { status: FeedStatus }[]): StatusSummary {
  const count = (...statuses: FeedStatus[]) => views.filter((v) => statuses.includes(v.status)).length;
  return { total: views.length, active: count('active'), error: count('error', 'private'), disconnected: count('disconnected') };
}
