import type { SourceDocument, SourceStateDocument } from '../sources/source.document';

const MINUTE_MS = 60_000;
export const RETRY_BASE_MS = MINUTE_MS;
export const MAX_BACKOFF_MS = 6 * 60 * MINUTE_MS;
/** Occurrences are re-expanded at least daily, so the rolling horizon keeps its 26 weeks ahead. */
export const HORIZON_REFRESH_MS = 24 * 60 * MINUTE_MS;

/**
 * Delay before retrying a feed that failed `failures` times in a row: 1, 2, 4, … minutes, at
 * most 6 hours, with ±10 % jitter so feeds that failed together (a university server outage)
 * do not all come back at the same second.
 */
export function failureDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.9 + 0.2 * random()));
}

/** When a source that just synced successfully is due again. */
export function nextSyncAfterSuccess(source: Pick<SourceDocument, 'kind' | 'syncInterval'>, now: Date): Date {
  const interval = source.kind === 'ics' ? source.syncInterval * MINUTE_MS : HORIZON_REFRESH_MS;
  return new Date(now.getTime() + interval);
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
