import type { SourceDocument, SourceStateDocument } from '../sources/source.document';

const MINUTE_MS = 60_000;
export const RETRY_BASE_MS = MINUTE_MS;
export const MAX_BACKOFF_MS = 6 * 60 * MINUTE_MS;
/** Occurrences are re-expanded at least daily, so the rolling horizon keeps its 26 weeks ahead. */
export const HORIZON_REFRESH_MS = 24 * 60 * MINUTE_MS;
/** The longest Retry-After honoured: a server asking for more is asked again after a day. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * MINUTE_MS;

/**
 * Delay before retrying a feed that failed `failures` times in a row: 1, 2, 4, … minutes, at
 * most 6 hours, with ±10 % jitter so feeds that failed together (a university server outage)
 * do not all come back at the same second.
 */
export function failureDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.9 + 0.2 * random()));
}

/**
 * When a source that just synced successfully is due again. A feed's publisher may ask to be
 * polled less often (REFRESH-INTERVAL / X-PUBLISHED-TTL): that is a lower bound on the interval,
 * up to the daily re-expansion the horizon needs.
 */
export function nextSyncAfterSuccess(source: Pick<SourceDocument, 'kind' | 'syncInterval'>, now: Date, publishedRefreshMs?: number | null): Date {
  const chosen = source.kind === 'ics' ? source.syncInterval * MINUTE_MS : HORIZON_REFRESH_MS;
  const interval = Math.max(chosen, Math.min(publishedRefreshMs ?? 0, HORIZON_REFRESH_MS));
  return new Date(now.getTime() + interval);
}

/** When a failed source is tried again: its backoff, or later if the server asked (Retry-After, at most a day). */
export function nextSyncAfterFailure(failures: number, now: Date, retryAfterMs?: number, random: () => number = Math.random): Date {
  const wait = Math.max(failureDelayMs(failures, random), Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
  return new Date(now.getTime() + wait);
}

/**
 * A full sync ignores the conditional-GET validators and the content hash and publishes even
 * an unchanged body: needed when occurrences were never expanded, when the rolling horizon has
 * moved a day, or when what they were expanded with changed — the user's time zone (floating
 * times), the source's name (it travels with the occurrences) or its link.
 */
export function needsFullSync(
  state: Pick<SourceStateDocument, 'expandedAt' | 'expandedTimezone' | 'expandedName' | 'expandedFingerprint'>,
  current: { timezone: string; name: string; fingerprint: string | null },
  now: Date,
): boolean {
  if (!state.expandedAt) return true;
  if (state.expandedTimezone !== current.timezone || state.expandedName !== current.name || state.expandedFingerprint !== current.fingerprint) return true;
  return now.getTime() - state.expandedAt.getTime() >= HORIZON_REFRESH_MS;
}
