import type { FeedHealth } from '@/lib/feed-health';

/** Within this of now a due time reads as "queued", never as "next sync now" or "2 minutes ago". */
const DUE_MS = 60_000;

/**
 * What a feed's list entry may truthfully say about its next sync (ADR 030): a healthy feed's
 * next sync, a failing feed's next try, 'queued' once that time has come, nothing for a feed
 * whose first sync is still to come (its explanation says so).
 */
export type NextSync = { kind: 'next' | 'retry'; at: string } | { kind: 'queued' } | { kind: 'none' };

export function nextSync(feed: { nextSync: string | null }, health: FeedHealth, now: number): NextSync {
  if (health === 'pending' || !feed.nextSync) return { kind: 'none' };
  if (Date.parse(feed.nextSync) - now < DUE_MS) return { kind: 'queued' };
  return { kind: health === 'healthy' ? 'next' : 'retry', at: feed.nextSync };
}
