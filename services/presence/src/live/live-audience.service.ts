import { Injectable } from '@nestjs/common';
import { MembershipsRepository } from '../projections/memberships.repository';
import { LiveConnections } from './live-connections.service';
import { RecentLeaves } from './recent-leaves.service';

/**
 * Who connected here may hear about a student or a group: the memberships projection less the
 * leaves and deletions this replica has already seen (RecentLeaves), so nobody outside a group
 * gets its events, even while the projection lags.
 */
@Injectable()
export class LiveAudience {
  constructor(
    private readonly connections: LiveConnections,
    private readonly memberships: MembershipsRepository,
    private readonly recentLeaves: RecentLeaves,
  ) {}

  /** The student's own tabs and each connected co-member, with the groups they share (all the student's own, for the student). */
  async aroundUser(userId: string): Promise<Map<string, string[]>> {
    const receivers = new Map<string, string[]>();
    if (this.connections.isConnected(userId)) receivers.set(userId, []);
    const groupIds = (await this.memberships.groupsOf(userId)).filter((groupId) => !this.recentLeaves.isGone(groupId, userId));
    for (const groupId of groupIds) {
      for (const member of await this.memberships.membersOf(groupId)) {
        if (!this.connections.isConnected(member) || this.recentLeaves.isGone(groupId, member)) continue;
        receivers.set(member, [...(receivers.get(member) ?? []), groupId]);
      }
    }
    return receivers;
  }

  /** The group's connected members. */
  async ofGroup(groupId: string): Promise<string[]> {
    const members = await this.memberships.membersOf(groupId);
    return members.filter((member) => this.connections.isConnected(member) && !this.recentLeaves.isGone(groupId, member));
  }
}
