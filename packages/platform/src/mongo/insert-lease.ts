import type { Collection, Db } from 'mongodb';
import { isDuplicateKey } from './duplicate-key';

/** A lease as stored: one insert-only document per lease taken on a key. */
export interface LeaseDocument {
  _id: string;
  key: string;
  n: number;
  owner: string;
  until: Date;
  done: boolean;
  at: Date;
}

export interface Lease {
  id: string;
  key: string;
  n: number;
  owner: string;
}

const leaseId = (key: string, n: number) => `${key}|${n}`;

/** The number of a lease on `key` from its id, or undefined when the id is not one of that key's. */
export function leaseNumberOf(id: string | null | undefined, key: string): number | undefined {
  const rest = id?.startsWith(`${key}|`) ? id.slice(key.length + 1) : '';
  const n = /^\d+$/.test(rest) ? Number(rest) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Whether the newest lease on a key still holds it: taken, not given back, not lapsed. */
export function isHeld(latest: Pick<LeaseDocument, 'done' | 'until'> | null | undefined, now: Date): boolean {
  return !!latest && !latest.done && latest.until.getTime() > now.getTime();
}

/**
 * Mutual exclusion per key for replicas sharing a MongoDB database, built only on the atomicity
 * of inserting a unique `_id`: FerretDB 1.x applies findAndModify and conditional updates as
 * read-then-write without isolation (two replicas can both "win"), but a duplicate `_id` insert
 * always fails. The n-th lease on a key is the document `key|n`; taking one means inserting the
 * next number after a lease that was given back or lapsed, so two takers race for the same
 * `_id` and exactly one succeeds. Only the holder writes its own lease document afterwards.
 */
export class InsertLeases {
  readonly collection: Collection<LeaseDocument>;

  constructor(db: Db, name: string) {
    this.collection = db.collection<LeaseDocument>(name);
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndex({ key: 1, n: -1 }, { name: 'key_n' });
  }

  /**
   * The lease on `key` for `ms`, or undefined while someone else holds it. `givenBackElsewhere`
   * lets a holder give a lease back inside a write it makes anyway (saving the release write):
   * asked only about a lease that still looks held. `keepFrom`: the lowest lease number that
   * history clean-up must keep (one a caller may `take` by number; see `take`).
   */
  async acquire(
    key: string,
    owner: string,
    ms: number,
    now = new Date(),
    opts: { givenBackElsewhere?: (latest: LeaseDocument) => Promise<boolean>; keepFrom?: number } = {},
  ): Promise<Lease | undefined> {
    const latest = await this.collection.find({ key }).sort({ n: -1 }).limit(1).next();
    if (isHeld(latest, now) && !(opts.givenBackElsewhere && (await opts.givenBackElsewhere(latest!)))) return undefined;
    const n = (latest?.n ?? -1) + 1;
    return this.take(key, n, owner, ms, now, opts.keepFrom);
  }

  /**
   * Lease number `n` on `key` if nobody ever took it (one insert, no read). Only for a caller
   * that knows lease n-1 was given back (or that n is 0) and that no number above n can exist
   * without n: numbers are taken in order, and history clean-up keeps n (`keepFrom`).
   */
  async take(key: string, n: number, owner: string, ms: number, now = new Date(), keepFrom?: number): Promise<Lease | undefined> {
    const id = leaseId(key, n);
    try {
      await this.collection.insertOne({ _id: id, key, n, owner, until: new Date(now.getTime() + ms), done: false, at: now });
    } catch (err) {
      if (isDuplicateKey(err)) return undefined;
      throw err;
    }
    // Old leases are history. Every tenth lease forgets what lies below the last ten (and below
    // `keepFrom`). Numbers must not be taken twice, so recent ones stay: a taker would have to
    // stall between its read and its insert for ten whole leases to reuse one.
    if (n % 10 === 0) {
      const below = Math.min(n - 10, keepFrom ?? Infinity);
      // History only: a failure leaves more of it for the next prune.
      await this.collection.deleteMany({ key, n: { $lt: below } }).catch(() => undefined);
    }
    return { id, key, n, owner };
  }

  /** Gives the lease back (only its holder writes this document). */
  async release(lease: Lease): Promise<void> {
    await this.collection.updateOne({ _id: lease.id }, { $set: { done: true } });
  }

  /** Forgets every lease on a key (the thing it guarded is gone). */
  async forget(key: string): Promise<void> {
    await this.collection.deleteMany({ key });
  }
}
