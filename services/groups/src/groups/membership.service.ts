import { Inject, Injectable } from '@nestjs/common';
import { nextMemberColor } from '@overlap/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { afterMemberLeaves } from './creator-handover.rules';
import { GroupMemberEntity } from './group-member.entity';
import { LeaveReason, MembershipEvents } from './membership.events';
import { StudyGroupEntity } from './study-group.entity';
import { InvitationEntity } from './invitation.entity';
import { InvitationEvents, WithdrawReason } from './invitation.events';

export type LeaveOutcome = 'left' | 'deleted' | 'not-a-member';

/**
 * What else follows a membership change, in its transaction with the group locked (study sessions,
 * ADR 052). Listeners are given to Membership by the app module, so this folder never imports theirs.
 */
export interface MembershipListener {
  joined(manager: EntityManager, group: StudyGroupEntity, userId: string): Promise<void>;
  /** After the member's row is gone; `accountDeleted` when the whole account goes. */
  left(manager: EntityManager, group: StudyGroupEntity, userId: string, accountDeleted: boolean): Promise<void>;
  /** Before the group's rows are deleted. */
  groupDeleted(manager: EntityManager, group: StudyGroupEntity): Promise<void>;
  /** After the account has left every group. */
  accountDeleted(manager: EntityManager, userId: string): Promise<void>;
}

export const MEMBERSHIP_LISTENERS = Symbol('MEMBERSHIP_LISTENERS');

/**
 * The membership rules every door shares (HTTP calls and identity's user-deleted event): who
 * joins with which colour, what happens when someone leaves, deleting a group. Each change
 * writes its groups.membership.v1 event in the same transaction. Callers lock the group row
 * first (lockGroup), so concurrent joins and leaves of one group are serialised.
 */
@Injectable()
export class Membership {
  constructor(
    private readonly events: MembershipEvents,
    private readonly invitationEvents: InvitationEvents,
    @Inject(MEMBERSHIP_LISTENERS) private readonly listeners: MembershipListener[],
  ) {}

  lockGroup(manager: EntityManager, groupId: string): Promise<StudyGroupEntity | null> {
    return manager.findOne(StudyGroupEntity, { where: { id: groupId }, lock: { mode: 'pessimistic_write' } });
  }

  members(manager: EntityManager, groupId: string): Promise<GroupMemberEntity[]> {
    return manager.find(GroupMemberEntity, { where: { groupId }, order: { joinedAt: 'ASC', id: 'ASC' } });
  }

  /** Adds a member (no-op for an existing one); the group must be locked. */
  async join(manager: EntityManager, group: StudyGroupEntity, userId: string): Promise<GroupMemberEntity | undefined> {
    const current = await this.members(manager, group.id);
    if (current.some((m) => m.userId === userId)) return undefined;
    const member = manager.create(GroupMemberEntity, {
      id: randomUUID(),
      groupId: group.id,
      userId,
      // A colour nobody else in the group has (ADR 030); it stays theirs while they are a member.
      color: nextMemberColor(current.map((m) => m.color)),
      joinedAt: new Date(),
    });
    await manager.insert(GroupMemberEntity, member);
    await this.events.joined(manager, { groupId: group.id, userId, joinedAt: member.joinedAt, createdBy: group.createdBy });
    for (const l of this.listeners) await l.joined(manager, group, userId);
    return member;
  }

  /** Removes a member and applies the hand-over rule (creator-handover.rules.ts); the group must be locked. */
  async leave(manager: EntityManager, group: StudyGroupEntity, userId: string, reason: LeaveReason): Promise<LeaveOutcome> {
    const current = await this.members(manager, group.id);
    if (!current.some((m) => m.userId === userId)) return 'not-a-member';
    const after = afterMemberLeaves(group.createdBy, current, userId);
    await manager.delete(GroupMemberEntity, { groupId: group.id, userId });
    if (after.kind === 'deleted') {
      await this.events.left(manager, { groupId: group.id, userId, reason, createdBy: '' });
      await this.deleteGroup(manager, group);
      return 'deleted';
    }
    if (after.createdBy !== group.createdBy) {
      await manager.update(StudyGroupEntity, { id: group.id }, { createdBy: after.createdBy });
      group.createdBy = after.createdBy;
    }
    await this.events.left(manager, { groupId: group.id, userId, reason, createdBy: after.createdBy });
    for (const l of this.listeners) await l.left(manager, group, userId, reason === LeaveReason.ACCOUNT_DELETED);
    return 'left';
  }

  /** Deletes the group; members, invitations and sessions go with it (ON DELETE CASCADE), pending invitations withdrawn, sessions cancelled. */
  async deleteGroup(manager: EntityManager, group: StudyGroupEntity): Promise<void> {
    const memberUserIds = (await this.members(manager, group.id)).map((m) => m.userId);
    const pending = await manager.find(InvitationEntity, { where: { groupId: group.id, status: 'pending' } });
    await this.invitationEvents.withdrawn(manager, pending, WithdrawReason.GROUP_DELETED);
    for (const l of this.listeners) await l.groupDeleted(manager, group);
    await this.events.deleted(manager, { groupId: group.id, memberUserIds });
    await manager.delete(StudyGroupEntity, { id: group.id });
  }

  /**
   * Account deletion: the user leaves every group, then their invitations (sent and received),
   * the join links they made and the study sessions they booked or answered vanish. Groups are locked before invitations, as everywhere, and in id order, so this
   * never deadlocks with concurrent answers, leaves or deletions.
   */
  async removeUserEverywhere(manager: EntityManager, userId: string): Promise<void> {
    const groupIds: { group_id: string }[] = await manager.query(`SELECT group_id FROM group_members WHERE user_id = $1 ORDER BY group_id`, [userId]);
    for (const { group_id } of groupIds) {
      const group = await this.lockGroup(manager, group_id);
      if (group) await this.leave(manager, group, userId, LeaveReason.ACCOUNT_DELETED);
    }
    const pending = await manager.find(InvitationEntity, {
      where: [
        { invitedUserId: userId, status: 'pending' },
        { invitedBy: userId, status: 'pending' },
      ],
    });
    await this.invitationEvents.withdrawn(manager, pending, WithdrawReason.ACCOUNT_DELETED);
    await manager.createQueryBuilder().delete().from(InvitationEntity).where('invited_user_id = :userId OR invited_by = :userId', { userId }).execute();
    await manager.query('DELETE FROM group_join_links WHERE created_by = $1', [userId]);
    for (const l of this.listeners) await l.accountDeleted(manager, userId);
  }
}
