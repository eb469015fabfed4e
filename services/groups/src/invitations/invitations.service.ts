import { Injectable } from '@nestjs/common';
import { conflict, DomainError, forbidden, notFound } from '@overlap/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { Entitlements } from '../entitlements/entitlements.service';
import { InvitationEntity } from '../groups/invitation.entity';
import { InvitationEvents } from '../groups/invitation.events';
import { Membership } from '../groups/membership.service';
import { StudyGroupEntity } from '../groups/study-group.entity';
import { displayNameOf } from '../profiles/profile.views';
import { assertAccountActive } from '../profiles/deleted-accounts.repository';
import { UserProfileEntity } from '../profiles/user-profile.entity';
import { InvitationMailer } from './invitation-mailer.service';
import { receivedInvitationView, sentInvitationView, type ReceivedInvitationRow } from './invitation.views';

const PREVIOUS_LIMIT = 50;

const isUniqueViolation = (e: unknown) => e instanceof QueryFailedError && (e.driverError as { code?: string } | undefined)?.code === '23505';

export const subscriptionRequired = () =>
  new DomainError(403, 'Upgrade Required: an active subscription is needed to accept study group invitations.', 'subscription_required');

@Injectable()
export class InvitationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly membership: Membership,
    private readonly entitlements: Entitlements,
    private readonly mails: InvitationMailer,
    private readonly events: InvitationEvents,
  ) {}

  /**
   * Invites users into a group, all or none: only members may invite; unknown users are 404;
   * members and users with a pending invitation to the group are 409 (the partial unique
   * index settles races between two inviters). Once stored, invitees who want e-mail get one.
   */
  async invite(callerId: string, groupId: string, userIds: string[], message: string | undefined) {
    const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
    let mails: Parameters<InvitationMailer['notify']>[0] = [];
    try {
      const sent = await this.dataSource.transaction(async (manager) => {
        await assertAccountActive(manager, callerId);
        const group = await manager.findOne(StudyGroupEntity, { where: { id: groupId } });
        if (!group) throw notFound('Study group not found.');
        const memberIds = new Set((await this.membership.members(manager, groupId)).map((m) => m.userId));
        if (!memberIds.has(callerId)) throw forbidden('Only members of this study group can invite others.');
        const profiles = await this.liveProfiles(manager, ids);
        for (const id of ids) {
          const profile = profiles.get(id);
          if (!profile) throw notFound('User not found.');
          if (memberIds.has(id)) throw conflict(`${nameOf(profile)} is already a member of this study group.`);
        }
        const pending = await manager.find(InvitationEntity, { where: ids.map((invitedUserId) => ({ groupId, invitedUserId, status: 'pending' as const })) });
        if (pending.length) throw conflict(`${nameOf(profiles.get(pending[0]!.invitedUserId)!)} already has a pending invitation to this study group.`);
        const now = new Date();
        const invitations = ids.map((invitedUserId) =>
          manager.create(InvitationEntity, {
            id: randomUUID(),
            groupId,
            invitedUserId,
            invitedBy: callerId,
            message: message ?? null,
            status: 'pending',
            createdAt: now,
            respondedAt: null,
          }),
        );
        await manager.insert(InvitationEntity, invitations);
        await this.events.sent(manager, invitations);
        const inviter = await manager.findOne(UserProfileEntity, { where: { userId: callerId } });
        mails = invitations.map((i) => ({
          userId: i.invitedUserId,
          facts: {
            invitationId: i.id,
            inviterId: callerId,
            groupName: group.name,
            courseCode: group.courseCode,
            inviterName: inviter ? displayNameOf(inviter) : '',
            message: i.message,
            acceptRequiresPremium: this.entitlements.acceptRequiresPremium,
          },
        }));
        return invitations.map(sentInvitationView);
      });
      // After the commit, and without holding up the answer: the invitations stand whatever the mail does.
      void this.mails.notify(mails);
      return sent;
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict('This user already has a pending invitation to this study group.');
      throw e;
    }
  }

  /** The caller's invitations: pending ones, and answered ones with their response dates. */
  async forUser(userId: string) {
    const rows: ReceivedInvitationRow[] = await this.dataSource.query(
      `SELECT i.id, i.status, i.message, i.created_at, i.responded_at, i.group_id, g.name AS group_name, g.course_code,
              i.invited_by, p.first_name, p.last_name, p.username, p.display_name
         FROM invitations i
         JOIN study_groups g ON g.id = i.group_id
         LEFT JOIN user_profiles p ON p.user_id = i.invited_by
        WHERE i.invited_user_id = $1
        ORDER BY i.responded_at DESC NULLS FIRST, i.created_at DESC, i.id`,
      [userId],
    );
    const views = rows.map(receivedInvitationView);
    return {
      pending: views.filter((v) => v.status === 'pending'),
      previous: views.filter((v) => v.status !== 'pending').slice(0, PREVIOUS_LIMIT),
      acceptRequiresPremium: this.entitlements.acceptRequiresPremium,
      canAccept: await this.entitlements.canAcceptInvitations(userId),
    };
  }

  /** Only the invitee answers, once; accepting joins the group (and needs the entitlement). */
  async respond(callerId: string, invitationId: string, status: 'accepted' | 'declined') {
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(InvitationEntity, { where: { id: invitationId } });
      if (!found) throw notFound('Invitation not found.');
      if (found.invitedUserId !== callerId) throw forbidden('Only the invited user can respond to this invitation.');
      // Lock order everywhere: the group, then its invitations (deleting a group cascades into them).
      const group = await this.membership.lockGroup(manager, found.groupId);
      const invitation = group && (await manager.findOne(InvitationEntity, { where: { id: invitationId }, lock: { mode: 'pessimistic_write' } }));
      if (!group || !invitation) throw notFound('Invitation not found.');
      if (invitation.status !== 'pending') throw conflict(`This invitation has already been ${invitation.status}.`);
      if (status === 'accepted') {
        if (!(await this.entitlements.canAcceptInvitations(callerId))) throw subscriptionRequired();
        await this.membership.join(manager, group, callerId);
      }
      invitation.status = status;
      invitation.respondedAt = new Date();
      await manager.update(InvitationEntity, { id: invitation.id }, { status, respondedAt: invitation.respondedAt });
      await this.events.answered(manager, invitation, status, invitation.respondedAt);
      return { ...sentInvitationView(invitation), respondedAt: invitation.respondedAt.toISOString() };
    });
  }

  private async liveProfiles(manager: EntityManager, ids: string[]): Promise<Map<string, UserProfileEntity>> {
    if (!ids.length) return new Map();
    const rows = await manager.createQueryBuilder(UserProfileEntity, 'p').where('p.user_id IN (:...ids)', { ids }).andWhere('p.deleted_at IS NULL').getMany();
    return new Map(rows.map((p) => [p.userId, p]));
  }
}

const nameOf = (p: UserProfileEntity) => displayNameOf(p) || 'This user';
