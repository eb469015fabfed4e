/** Width of a due slot: `nextSyncAt` rounded down to the minute. */
export const DUE_SLOT_MS = 60_000;

export const dueSlotOf = (at: Date): number => Math.floor(at.getTime() / DUE_SLOT_MS);

/**
 * The fields that say when a source is due again. Every write of `nextSyncAt` goes through this,
 * so `dueSlot` always matches it: the scheduler finds due states with an equality filter on the
 * slot, the one filter FerretDB 1.x passes to PostgreSQL. A range on `nextSyncAt` makes it
 * decode every state in the collection.
 */
export const dueAt = (at: Date): { nextSyncAt: Date; dueSlot: number } => ({ nextSyncAt: at, dueSlot: dueSlotOf(at) });

export type DuePlan = { scan: 'all' } | { scan: 'slots'; slots: number[] };

/**
 * Which due states a replica reads next. Normally the current slot and the one before (a
 * state another replica wrote with a clock slightly behind), plus the slots of states an
 * earlier poll read but did not sync (held by another replica, not due yet, over the batch):
 * they stay in their slot until synced. A scan of all states runs at start, every
 * `fullScanMs` (states no slot read reaches: written before slots existed, or by a replica
 * whose clock is far off) and when there are too many slots to revisit.
 */
export class DueCursor {
  private revisit = new Set<number>();
  private nextFullScan = 0;

  constructor(
    private readonly fullScanMs: number,
    private readonly maxSlots = 8,
  ) {}

  plan(now: Date): DuePlan {
    if (now.getTime() >= this.nextFullScan) return { scan: 'all' };
    const current = dueSlotOf(now);
    const slots = [...new Set([...this.revisit, current - 1, current])].filter((s) => s <= current).sort((a, b) => a - b);
    return slots.length > this.maxSlots ? { scan: 'all' } : { scan: 'slots', slots };
  }

  /** After a poll: the slots of the states it read and left where they were. */
  done(plan: DuePlan, now: Date, leftInSlots: Iterable<number | undefined>): void {
    if (plan.scan === 'all') this.nextFullScan = now.getTime() + this.fullScanMs;
    this.revisit = new Set([...leftInSlots].filter((s): s is number => s !== undefined));
  }

  /** The next poll scans all states (its reads failed, or a full batch may hide more). */
  rescan(): void {
    this.nextFullScan = 0;
  }
}
