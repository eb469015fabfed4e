import { Injectable } from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { OutboxWriter } from '@overlap/platform';
import {
  GroupsEventTypes,
  InvitationAnswer,
  InvitationAnsweredSchema,
  InvitationSentSchema,
  InvitationWithdrawnSchema,
  Topics,
  WithdrawReason,
} from '@overlap/proto';
import type { EntityManager } from 'typeorm';
import { InvitationEntity } from './invitation.entity';

export { WithdrawReason };

/**
 * Publishes invitation changes on groups.membership.v1 through the outbox, inside the caller's
 * transaction; key = group id, so an acceptance stays in order with its MemberJoined. Presence
 * tells the invitee and the group's members on the live stream (ADR 021).
 */
@Injectable()
export class InvitationEvents {
  constructor(private readonly outbox: OutboxWriter) {}

  async sent(manager: EntityManager, invitations: InvitationEntity[]): Promise<void> {
    for (const i of invitations) {
      await this.outbox.write(manager, {
        topic: Topics.groupsMembership,
        key: i.groupId,
        eventType: GroupsEventTypes.invitationSent,
        schema: InvitationSentSchema,
        payload: create(InvitationSentSchema, {
          invitationId: i.id,
          groupId: i.groupId,
          invitedUserId: i.invitedUserId,
          invitedBy: i.invitedBy,
          sentAt: timestampFromDate(i.createdAt),
        }),
      });
    }
  }

  answered(manager: EntityManager, i: Pick<InvitationEntity, 'id' | 'groupId' | 'invitedUserId'>, status: 'accepted' | 'declined', at: Date) {
    return this.outbox.write(manager, {
      topic: Topics.groupsMembership,
      key: i.groupId,
      eventType: GroupsEventTypes.invitationAnswered,
      schema: InvitationAnsweredSchema,
      payload: create(InvitationAnsweredSchema, {
        invitationId: i.id,
        groupId: i.groupId,
        invitedUserId: i.invitedUserId,
        answer: status === 'accepted' ? InvitationAnswer.ACCEPTED : InvitationAnswer.DECLINED,
        answeredAt: timestampFromDate(at),
      }),
    });
  }

  /** One event per pending invitation about to be deleted without an answer. */
  async withdrawn(manager: EntityManager, pending: Pick<InvitationEntity, 'id' | 'groupId' | 'invitedUserId'>[], reason: WithdrawReason): Promise<void> {
    const now = timestampFromDate(new Date());
    for (const i of pending) {
      await this.outbox.write(manager, {
        topic: Topics.groupsMembership,
        key: i.groupId,
        eventType: GroupsEventTypes.invitationWithdrawn,
        schema: InvitationWithdrawnSchema,
        payload: create(InvitationWithdrawnSchema, { invitationId: i.id, groupId: i.groupId, invitedUserId: i.invitedUserId, reason, withdrawnAt: now }),
      });
    }
  }
}
