import type { FeedStatus, SourceDocument, SourceStateDocument } from '../sources/source.document';
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

export function toSubscriptionView(source: SourceDocument, state: SourceStateDocument | undefined, cipher: FeedUrlCipher): SubscriptionView {
  const { masked, isPrivate } = maskFeedUrl(cipher.decrypt(source.url!));
  return {
    id: source._id,
    userId: source.userId,
    name: source.name,
    url: masked,
    syncInterval: source.syncInterval,
    status: state?.status ?? 'unknown',
    isPrivate,
    eventCount: state?.eventCount ?? 0,
    lastSync: state?.lastSync?.toISOString() ?? null,
    nextSync: state?.nextSyncAt?.toISOString() ?? null,
    errorMessage: state?.errorMessage ?? null,
    createdAt: source.createdAt.toISOString(),
    updatedAt: source.updatedAt.toISOString(),
  };
}

/** SPEC.md's summary {total, active, error, disconnected}; a private feed needs fixing, so it counts as error. */
export function summarize(views: { status: FeedStatus }[]): StatusSummary {
  const count = (...statuses: FeedStatus[]) => views.filter((v) => statuses.includes(v.status)).length;
  return { total: views.length, active: count('active'), error: count('error', 'private'), disconnected: count('disconnected') };
}
