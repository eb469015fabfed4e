import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import {
  GroupsEventTypes,
  InvitationAnswer,
  InvitationAnsweredSchema,
  InvitationSentSchema,
  InvitationWithdrawnSchema,
  Topics,
  type EventEnvelope,
} from '@overlap/proto';
import type pino from 'pino';
import { LiveAudience } from './live-audience.service';
import { LiveConnections } from './live-connections.service';

/** What an `invitation` event carries (ADR 021). */
export interface LiveInvitationEvent {
  invitationId: string;
  groupId: string;
  invitedUserId: string;
  change: 'sent' | 'accepted' | 'declined' | 'withdrawn';
}

/**
 * Every replica reads the invitation events of groups.membership.v1 (broadcast) and tells the
 * invitee (the bell and the invitations panel) and the group's connected members (the group's
 * pending invitations) with an `invitation` event. Nobody else hears of an invitation.
 */
@Injectable()
export class InvitationFanout {
  constructor(
    private readonly connections: LiveConnections,
    private readonly audience: LiveAudience,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.groupsMembership, GroupsEventTypes.invitationSent, { broadcast: true })
  async sent(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, InvitationSentSchema);
    if (event) await this.tell({ invitationId: event.invitationId, groupId: event.groupId, invitedUserId: event.invitedUserId, change: 'sent' });
  }

  @EventHandler(Topics.groupsMembership, GroupsEventTypes.invitationAnswered, { broadcast: true })
  async answered(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, InvitationAnsweredSchema);
    if (!event || event.answer === InvitationAnswer.UNSPECIFIED) return;
    const change = event.answer === InvitationAnswer.ACCEPTED ? 'accepted' : 'declined';
    await this.tell({ invitationId: event.invitationId, groupId: event.groupId, invitedUserId: event.invitedUserId, change });
  }

  @EventHandler(Topics.groupsMembership, GroupsEventTypes.invitationWithdrawn, { broadcast: true })
  async withdrawn(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, InvitationWithdrawnSchema);
    if (event) await this.tell({ invitationId: event.invitationId, groupId: event.groupId, invitedUserId: event.invitedUserId, change: 'withdrawn' });
  }

  private async tell(change: LiveInvitationEvent): Promise<void> {
    if (!this.connections.size || !isUserId(change.groupId) || !isUserId(change.invitedUserId) || !isUserId(change.invitationId)) return;
    const receivers = new Set([change.invitedUserId, ...(await this.audience.ofGroup(change.groupId))]);
    for (const userId of receivers) this.connections.send(userId, 'invitation', change);
  }
}
