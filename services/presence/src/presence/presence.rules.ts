import { addDays, startOfLocalDay, wallClockAt } from '@overlap/time';

export const PRESENCE_STATUSES = ['on_campus', 'off_campus', 'unknown'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

/** A state not refreshed for this long reads 'unknown' (the student's device stopped reporting). */
export const STALE_AFTER_MS = 3 * 60 * 60 * 1000;

/** Midnight after `now` on the student's clock: when sharing ends unless they chose to keep sharing. */
export function endOfLocalDay(now: Date, zone: string): Date {
  return startOfLocalDay(addDays(wallClockAt(now, zone).date, 1), zone);
}

/** When sharing turned on (or its option changed) at `now` ends: null while the student keeps sharing. */
export const sharingEndsAt = (now: Date, zone: string, keepSharing: boolean): Date | null => (keepSharing ? null : endOfLocalDay(now, zone));

export const isExpired = (endsAt: Date | null, now: Date): boolean => endsAt !== null && endsAt.getTime() <= now.getTime();

export const isStale = (lastUpdate: Date | null, now: Date): boolean => lastUpdate !== null && now.getTime() - lastUpdate.getTime() >= STALE_AFTER_MS;

/** What others read: the reported status while fresh, 'unknown' once stale (the time is kept for 'last seen'). */
export const readStatus = (status: PresenceStatus, lastUpdate: Date | null, now: Date): PresenceStatus => (isStale(lastUpdate, now) ? 'unknown' : status);

/**
 * The next version of a student's state. Wall-clock based, so a student who turns sharing off
 * (the document is deleted once that is published) and on again continues above every version
 * consumers have seen; +1 keeps it increasing within one millisecond.
 */
export const nextVersion = (previous: number | undefined, now: Date): number => Math.max((previous ?? 0) + 1, now.getTime());
