import { Injectable } from '@nestjs/common';
import { forbidden, notFound } from '@overlap/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { Entitlements } from '../entitlements/entitlements.service';
import { NOT_A_MEMBER } from '../groups/groups.service';
import { InvitationEntity } from '../groups/invitation.entity';
import { InvitationEvents } from '../groups/invitation.events';
import { Membership } from '../groups/membership.service';
import { StudyGroupEntity } from '../groups/study-group.entity';
import { assertAccountActive } from '../profiles/deleted-accounts.repository';
import { displayNameOf } from '../profiles/profile.views';
import { joiningNeedsSubscription, joinLinkExpired, joinLinkNotFound, joinLinkRevoked } from './join-link.errors';
import { hashJoinToken, isJoinTokenShape, newJoinToken } from './join-link-token.rules';
import { JoinLinkEntity } from './join-link.entity';
import { JOIN_LINK_DAYS } from './join-links.dto';

const DAY_MS = 86_400_000;

interface LinkRow {
  id: string;
  group_id: string;
  created_by: string;
  created_at: Date;
  expires_at: Date;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
}

const linkView = (r: LinkRow) => ({
  id: r.id,
  groupId: r.group_id,
  createdBy: r.created_by,
  createdByName: displayNameOf({ username: r.username, firstName: r.first_name, lastName: r.last_name, displayName: r.display_name }),
  createdAt: r.created_at.toISOString(),
  expiresAt: r.expires_at.toISOString(),
});

/**
 * Shareable join links (ADR 031): any member creates and revokes them; whoever holds a live one
 * joins under the same rules as accepting an invitation (billing's premium policy, deleted
 * accounts refused), through the same Membership door and its event.
 */
@Injectable()
export class JoinLinksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly membership: Membership,
    private readonly entitlements: Entitlements,
    private readonly invitationEvents: InvitationEvents,
  ) {}

  async create(callerId: string, groupId: string, expiresInDays: number = JOIN_LINK_DAYS.default, now = new Date()) {
    const token = newJoinToken();
    const id = await this.dataSource.transaction(async (manager) => {
      await assertAccountActive(manager, callerId);
      await this.assertMember(manager, callerId, groupId);
      const link = manager.create(JoinLinkEntity, {
        id: randomUUID(),
        groupId,
        tokenHash: hashJoinToken(token),
        createdBy: callerId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
        revokedAt: null,
        revokedBy: null,
      });
      await manager.insert(JoinLinkEntity, link);
      return link.id;
    });
    const [row] = await this.rows(this.dataSource.manager, 'l.id = $1', [id]);
    return { ...linkView(row!), token, path: `/join/${token}` };
  }

  /** The group's live links, newest first; members only. */
  async list(callerId: string, groupId: string, now = new Date()) {
    await this.assertMember(this.dataSource.manager, callerId, groupId);
    const rows = await this.rows(this.dataSource.manager, 'l.group_id = $1 AND l.revoked_at IS NULL AND l.expires_at > $2', [groupId, now]);
    return rows.map(linkView);
  }

  /** Any member may turn any of the group's links off; turning one off twice is fine. */
  async revoke(callerId: string, groupId: string, linkId: string, now = new Date()) {
    return this.dataSource.transaction(async (manager) => {
      await this.assertMember(manager, callerId, groupId);
      const link = await manager.findOne(JoinLinkEntity, { where: { id: linkId, groupId } });
      if (!link) throw notFound('Join link not found.');
      if (!link.revokedAt) await manager.update(JoinLinkEntity, { id: link.id }, { revokedAt: now, revokedBy: callerId });
      return { message: 'Join link turned off.' };
    });
  }

  /** What the join page shows before the Join button. */
  async preview(callerId: string, token: string, now = new Date()) {
    const link = await this.live(this.dataSource.manager, token, now);
    const group = await this.dataSource.manager.findOne(StudyGroupEntity, { where: { id: link.groupId } });
    if (!group) throw joinLinkNotFound();
    const members = await this.membership.members(this.dataSource.manager, group.id);
    return {
      group: {
        id: group.id,
        name: group.name,
        ...(group.description ? { description: group.description } : {}),
        ...(group.courseCode ? { courseCode: group.courseCode } : {}),
        memberCount: members.length,
      },
      expiresAt: link.expiresAt.toISOString(),
      alreadyMember: members.some((m) => m.userId === callerId),
      acceptRequiresPremium: this.entitlements.acceptRequiresPremium,
      canJoin: await this.entitlements.canAcceptInvitations(callerId, now),
    };
  }

  /** Joins the caller; an invitation they still had to this group counts as accepted. */
  async join(callerId: string, token: string, now = new Date()) {
    return this.dataSource.transaction(async (manager) => {
      await assertAccountActive(manager, callerId);
      const found = await this.live(manager, token, now);
      // Lock order everywhere: the group first, then what hangs off it (membership.service.ts).
      const group = await this.membership.lockGroup(manager, found.groupId);
      if (!group) throw joinLinkNotFound();
      // Read again under the lock: a member may have turned the link off meanwhile.
      await this.live(manager, token, now);
      const members = await this.membership.members(manager, group.id);
      if (members.some((m) => m.userId === callerId)) return { groupId: group.id, joined: false };
      if (!(await this.entitlements.canAcceptInvitations(callerId, now))) throw joiningNeedsSubscription();
      await this.membership.join(manager, group, callerId);
      const pending = await manager.findOne(InvitationEntity, { where: { groupId: group.id, invitedUserId: callerId, status: 'pending' } });
      if (pending) {
        await manager.update(InvitationEntity, { id: pending.id }, { status: 'accepted', respondedAt: now });
        await this.invitationEvents.answered(manager, pending, 'accepted', now);
      }
      return { groupId: group.id, joined: true };
    });
  }

  /** The link a token names if it still opens: 404 unknown, 410 revoked or expired. */
  private async live(manager: EntityManager, token: string, now: Date): Promise<JoinLinkEntity> {
    if (!isJoinTokenShape(token)) throw joinLinkNotFound();
    const link = await manager.findOne(JoinLinkEntity, { where: { tokenHash: hashJoinToken(token) } });
    if (!link) throw joinLinkNotFound();
    if (link.revokedAt) throw joinLinkRevoked();
    if (link.expiresAt.getTime() <= now.getTime()) throw joinLinkExpired();
    return link;
  }

  private async assertMember(manager: EntityManager, callerId: string, groupId: string): Promise<void> {
    const rows: { is_member: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM group_members WHERE group_id = g.id AND user_id = $2) AS is_member FROM study_groups g WHERE g.id = $1`,
      [groupId, callerId],
    );
    if (!rows.length) throw notFound('Study group not found.');
    if (!rows[0]!.is_member) throw forbidden(NOT_A_MEMBER);
  }

  private rows(manager: EntityManager, where: string, params: unknown[]): Promise<LinkRow[]> {
    return manager.query(
      `SELECT l.id, l.group_id, l.created_by, l.created_at, l.expires_at, p.username, p.first_name, p.last_name, p.display_name
         FROM group_join_links l LEFT JOIN user_profiles p ON p.user_id = l.created_by
        WHERE ${where}
        ORDER BY l.created_at DESC, l.id`,
      params,
    );
  }
}
