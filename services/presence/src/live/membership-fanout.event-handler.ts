import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { GroupDeletedSchema, GroupsEventTypes, MemberJoinedSchema, MemberLeftSchema, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import { MembershipsRepository } from '../projections/memberships.repository';
import { LiveConnections } from './live-connections.service';
import { RecentLeaves } from './recent-leaves.service';

/** What a `membership` event carries (ADR 021): the group, what happened, and to whom (null: the group is gone). */
export interface LiveMembershipEvent {
  groupId: string;
  change: 'joined' | 'left' | 'deleted';
  userId: string | null;
}

/**
 * Every replica reads groups.membership.v1 (broadcast): it remembers leaves at once (so a student
 * who left stops receiving the group's presence before the projection catches up) and tells the
 * group's connected members, the one who joined or left included, with a `membership` event.
 */
@Injectable()
export class MembershipFanout {
  constructor(
    private readonly connections: LiveConnections,
    private readonly memberships: MembershipsRepository,
    private readonly recentLeaves: RecentLeaves,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.groupsMembership, GroupsEventTypes.memberJoined, { broadcast: true })
  async joined(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, MemberJoinedSchema);
    if (!event || !isUserId(event.groupId) || !isUserId(event.userId)) return;
    this.recentLeaves.joined(event.groupId, event.userId);
    await this.tell({ groupId: event.groupId, change: 'joined', userId: event.userId }, [event.userId]);
  }

  @EventHandler(Topics.groupsMembership, GroupsEventTypes.memberLeft, { broadcast: true })
  async left(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, MemberLeftSchema);
    if (!event || !isUserId(event.groupId) || !isUserId(event.userId)) return;
    this.recentLeaves.left(event.groupId, event.userId);
    await this.tell({ groupId: event.groupId, change: 'left', userId: event.userId }, [event.userId]);
  }

  @EventHandler(Topics.groupsMembership, GroupsEventTypes.groupDeleted, { broadcast: true })
  async groupDeleted(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, GroupDeletedSchema);
    if (!event || !isUserId(event.groupId)) return;
    this.recentLeaves.groupDeleted(event.groupId);
    await this.tell({ groupId: event.groupId, change: 'deleted', userId: null }, event.memberUserIds.filter(isUserId));
  }

  /** Sends `membership` to the group's members connected here and to `also` (who may have left it). */
  private async tell(change: LiveMembershipEvent, also: string[]): Promise<void> {
    if (!this.connections.size) return;
    const receivers = new Set([...also, ...(await this.memberships.membersOf(change.groupId))]);
    for (const userId of receivers) this.connections.send(userId, 'membership', change);
  }
}
