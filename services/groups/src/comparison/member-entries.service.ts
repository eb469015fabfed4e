import { Injectable } from '@nestjs/common';
import type { ComparisonEntry } from '@overlap/contracts';
import { BroadcastReading } from '@overlap/platform';
import { SchedulesClient, type ViewerDays } from './schedules.client';

/**
 * How long a member's entries for one week are kept without a change event. Changes arrive on
 * schedules.changes.v1 within a second and drop the member's entries at once; the age bound only
 * limits how stale a missed event (this replica's consumer down) can leave a comparison.
 */
export const ENTRIES_MAX_AGE_MS = 5 * 60_000;
/** Weeks × members kept per replica (about 10 KB each for a full week), oldest dropped first. */
export const ENTRIES_MAX_KEPT = 4_000;

interface Kept {
  entries: ComparisonEntry[];
  at: number;
  /** The broadcast consumer's epoch when read: a change event may have been missed since another. */
  epoch: number;
}

/**
 * Members' comparison entries, remembered per member and viewer's week (ADR 050): a comparison is
 * answered from what was read before until that member's schedule changes, instead of a schedules
 * round trip that cuts every occurrence into the viewer's days on every request. Only the
 * members not remembered are read, in one call. Nothing is remembered while this replica's
 * broadcast consumer is not reading, nor across a gap in its reading: a change could be missed.
 */
@Injectable()
export class MemberEntries {
  private readonly kept = new Map<string, Kept>();
  /** Bumped by every change of a member, so a read that began before a change is not kept after it. */
  private readonly generation = new Map<string, number>();

  constructor(
    private readonly schedules: SchedulesClient,
    private readonly reading: BroadcastReading,
  ) {}

  async entries(userIds: string[], days: ViewerDays): Promise<Map<string, ComparisonEntry[]>> {
    const epoch = this.reading.epoch();
    if (epoch === undefined) {
      this.kept.clear();
      return this.schedules.entries(userIds, days);
    }
    const result = new Map<string, ComparisonEntry[]>();
    const missing: string[] = [];
    const oldest = Date.now() - ENTRIES_MAX_AGE_MS;
    for (const userId of userIds) {
      const key = keyOf(userId, days);
      const hit = this.kept.get(key);
      if (hit && hit.at >= oldest && hit.epoch === epoch) result.set(userId, hit.entries);
      else missing.push(userId);
    }
    if (missing.length === 0) return result;
    const started = new Map(missing.map((id) => [id, this.generation.get(id) ?? 0]));
    const read = await this.schedules.entries(missing, days);
    const at = Date.now();
    const stillReading = this.reading.epoch() === epoch;
    for (const userId of missing) {
      const entries = read.get(userId) ?? [];
      result.set(userId, entries);
      if (stillReading && (this.generation.get(userId) ?? 0) === started.get(userId)) this.keep(keyOf(userId, days), { entries, at, epoch });
    }
    return result;
  }

  /** The member's schedule changed (a sync, a cleared week, an event of their own): read it afresh. */
  forget(userId: string): void {
    this.generation.set(userId, (this.generation.get(userId) ?? 0) + 1);
    const prefix = `${userId}|`;
    for (const key of this.kept.keys()) if (key.startsWith(prefix)) this.kept.delete(key);
  }

  private keep(key: string, value: Kept): void {
    this.kept.delete(key); // re-inserted last: a Map iterates in insertion order, oldest first
    this.kept.set(key, value);
    if (this.kept.size > ENTRIES_MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }
}

// A member's entries as the viewer sees them: their own whole, anyone else's own events as busy time (ADR 045).
const keyOf = (userId: string, days: ViewerDays) => `${userId}|${days.from}|${days.to}|${days.timeZone}|${userId === days.viewerId ? 'own' : 'shared'}`;
