import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { GroupDeletedSchema, GroupsEventTypes, MemberJoinedSchema, MemberLeftSchema, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import { MembershipsRepository } from './memberships.repository';

/**
 * groups.membership.v1 into the memberships projection. Events of one group arrive in order
 * (key = group id); each handler is idempotent on its own (upsert, deletes), as the Mongo store
 * of processed events requires, so a redelivery changes nothing.
 */
@Injectable()
export class MembershipEventsConsumer {
  constructor(
    private readonly memberships: MembershipsRepository,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.groupsMembership, GroupsEventTypes.memberJoined)
  async joined(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, MemberJoinedSchema);
    if (event && isUserId(event.groupId) && isUserId(event.userId)) await this.memberships.join(event.groupId, event.userId);
  }

  @EventHandler(Topics.groupsMembership, GroupsEventTypes.memberLeft)
  async left(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, MemberLeftSchema);
    if (event && isUserId(event.groupId) && isUserId(event.userId)) await this.memberships.leave(event.groupId, event.userId);
  }

  @EventHandler(Topics.groupsMembership, GroupsEventTypes.groupDeleted)
  async groupDeleted(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, GroupDeletedSchema);
    if (event && isUserId(event.groupId)) await this.memberships.deleteGroup(event.groupId);
  }
}
