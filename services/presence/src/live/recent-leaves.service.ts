import { Injectable } from '@nestjs/common';

/** Long enough for the memberships projection to have caught up with any leave seen here. */
const REMEMBER_MS = 5 * 60_000;

/**
 * Leaves and group deletions this replica saw on its broadcast consumer. The memberships
 * projection is written by the shared consumer group, which may lag behind; checking these too
 * makes a leave count for the live stream as soon as this replica has seen it.
 */
@Injectable()
export class RecentLeaves {
  private readonly pairs = new Map<string, number>();
  private readonly groups = new Map<string, number>();

  left(groupId: string, userId: string): void {
    this.forget();
    this.pairs.set(`${groupId}:${userId}`, Date.now() + REMEMBER_MS);
  }

  /** A re-join after a leave: the newer event wins (one group's events arrive in order). */
  joined(groupId: string, userId: string): void {
    this.pairs.delete(`${groupId}:${userId}`);
  }

  groupDeleted(groupId: string): void {
    this.forget();
    this.groups.set(groupId, Date.now() + REMEMBER_MS);
  }

  /** Whether the user is no longer in the group, as far as the events seen here tell. */
  isGone(groupId: string, userId: string): boolean {
    const now = Date.now();
    return (this.groups.get(groupId) ?? 0) > now || (this.pairs.get(`${groupId}:${userId}`) ?? 0) > now;
  }

  private forget(): void {
    const now = Date.now();
    for (const [key, until] of this.pairs) if (until <= now) this.pairs.delete(key);
    for (const [key, until] of this.groups) if (until <= now) this.groups.delete(key);
  }
}
