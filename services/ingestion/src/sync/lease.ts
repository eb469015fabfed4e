import type { Filter, UpdateFilter } from 'mongodb';
import type { SourceDocument } from '../sources/source.document';

/** Sources whose lease is free: never taken, released, or lapsed (its holder died mid-sync). */
export function leaseFree(now: Date): Filter<SourceDocument> {
  return { $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] };
}

/** Due and not held by anyone: what the scheduler may claim. */
export function claimable(now: Date): Filter<SourceDocument> {
  return { nextSyncAt: { $lte: now }, ...leaseFree(now) };
}

/** Takes the lease; used in one findOneAndUpdate with a filter above, so two replicas cannot both win. */
export function takeLease(owner: string, now: Date, leaseMs: number): UpdateFilter<SourceDocument> {
  return { $set: { leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs) } };
}

/** Writes of a sync only land while its holder still has the lease. */
export function heldBy(owner: string): Filter<SourceDocument> {
  return { leaseOwner: owner };
}

export const RELEASED = { leaseOwner: null, leaseUntil: null } as const;

/** Whether someone else's sync is running right now (for sync-now). */
export function isLeased(source: Pick<SourceDocument, 'leaseUntil'>, now: Date): boolean {
  return source.leaseUntil !== null && source.leaseUntil.getTime() > now.getTime();
}
