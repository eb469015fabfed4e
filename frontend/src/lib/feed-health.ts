import type { SubscriptionView } from './api-generated/ingestion';

/**
 * What a calendar feed means for the student's week (ADR 030):
 * - `healthy`: it synced and keeps syncing;
 * - `stale`: it fails now, but the week still holds its events from the last good sync;
 * - `failed`: it has never synced successfully, so none of its events are in the calendar;
 * - `pending`: it has not been tried yet (its first sync is still to come).
 */
export type FeedHealth = 'healthy' | 'stale' | 'failed' | 'pending';

type Feed = Pick<SubscriptionView, 'status' | 'lastSync'>;

export function feedHealth(feed: Feed): FeedHealth {
  if (feed.status === 'active') return 'healthy';
  if (feed.status === 'unknown') return feed.lastSync ? 'stale' : 'pending';
  return feed.lastSync ? 'stale' : 'failed';
}

/** Feeds whose events may be missing from the week, the ones that need the student first. */
export function feedsNeedingAttention<F extends Feed>(feeds: readonly F[]): F[] {
  const order: Record<FeedHealth, number> = { failed: 0, stale: 1, pending: 2, healthy: 3 };
  return feeds.filter((f) => feedHealth(f) !== 'healthy').sort((a, b) => order[feedHealth(a)] - order[feedHealth(b)]);
}

/** The sidebar's and summary's error count: feeds that failed, private and disconnected ones included. */
export const failingFeedCount = (summary: { error: number; disconnected: number }) => summary.error + summary.disconnected;

/** Where the 'Fix' action leads: the feed on /upload (the page scrolls to it and focuses it). */
export const feedFixPath = (feedId: string) => `/upload?feed=${encodeURIComponent(feedId)}`;
