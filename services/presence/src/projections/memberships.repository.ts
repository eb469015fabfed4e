import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { MONGO_DB } from '@overlap/platform';
import type { Collection, Db } from 'mongodb';

/** Who is in which group (groups.membership.v1), `_id` = group id + user id. */
export interface MembershipDocument {
  _id: string;
  groupId: string;
  userId: string;
}

export const MEMBERSHIPS = 'memberships';

const membershipId = (groupId: string, userId: string) => `${groupId}:${userId}`;

/** The memberships projection: decides who may see whose presence. Written only from groups' events. */
@Injectable()
export class MembershipsRepository implements OnModuleInit {
  private readonly memberships: Collection<MembershipDocument>;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.memberships = db.collection<MembershipDocument>(MEMBERSHIPS);
  }

  async onModuleInit() {
    await this.memberships.createIndex({ groupId: 1 }, { name: 'group' });
    await this.memberships.createIndex({ userId: 1 }, { name: 'user' });
  }

  async join(groupId: string, userId: string): Promise<void> {
    await this.memberships.updateOne({ _id: membershipId(groupId, userId) }, { $setOnInsert: { groupId, userId } }, { upsert: true });
  }

  async leave(groupId: string, userId: string): Promise<void> {
    await this.memberships.deleteOne({ _id: membershipId(groupId, userId) });
  }

  async deleteGroup(groupId: string): Promise<void> {
    await this.memberships.deleteMany({ groupId });
  }

  async leaveAll(userId: string): Promise<void> {
    await this.memberships.deleteMany({ userId });
  }

  async membersOf(groupId: string): Promise<string[]> {
    return (await this.memberships.find({ groupId }).toArray()).map((m) => m.userId);
  }

  async groupsOf(userId: string): Promise<string[]> {
    return (await this.memberships.find({ userId }).toArray()).map((m) => m.groupId);
  }

  /** The groups both users are in (empty: they may not see each other). */
  async sharedGroups(userId: string, otherUserId: string): Promise<string[]> {
    const mine = await this.groupsOf(userId);
    if (!mine.length) return [];
    return (await this.memberships.find({ userId: otherUserId, groupId: { $in: mine } }).toArray()).map((m) => m.groupId);
  }
}
