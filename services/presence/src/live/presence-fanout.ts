import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { PresenceChangedSchema, PresenceEventTypes, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import { CampusesRepository } from '../campuses/campuses.repository';
import { PresenceStatesRepository } from '../presence/presence-states.repository';
import { toPresenceView } from '../presence/presence-view';
import type { PresenceView } from '../presence/presence.views';
import { MembershipsRepository } from '../projections/memberships.repository';
import { LiveConnections } from './live-connections';
import { liveMetrics } from './live-metrics';
import { RecentLeaves } from './recent-leaves';

/** What a `presence` event carries (ADR 021). */
export interface LivePresenceEvent {
  userId: string;
  /** The groups the receiver shares with that student. */
  groupIds: string[];
  /** Null when the student stopped sharing (turned off, expired, account deleted). */
  presence: PresenceView | null;
}

/**
 * Every replica reads presence.status.v1 (broadcast) and writes each change to the streams it
 * holds of the student's co-members, naming the groups they share, and to the student's own other
 * tabs. Who shares a group comes from the memberships projection, less the leaves seen here.
 */
@Injectable()
export class PresenceFanout {
  constructor(
    private readonly connections: LiveConnections,
    private readonly memberships: MembershipsRepository,
    private readonly recentLeaves: RecentLeaves,
    private readonly states: PresenceStatesRepository,
    private readonly campuses: CampusesRepository,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.presenceStatus, PresenceEventTypes.statusChanged, { broadcast: true })
  async changed(envelope: EventEnvelope): Promise<void> {
    if (!this.connections.size) return;
    const event = decodeOrSkip(this.logger, envelope, PresenceChangedSchema);
    if (!event || !isUserId(event.userId)) return;
    const receivers = await this.receiversOf(event.userId);
    if (!receivers.size) return;
    const presence = event.sharingEnabled ? await this.viewOf(event.userId) : null;
    // The event is encoded when the change is stored, so this spans relay, Kafka and the write here.
    const changedAt = envelope.occurredAt ? timestampDate(envelope.occurredAt) : undefined;
    for (const [receiver, groupIds] of receivers) {
      const data: LivePresenceEvent = { userId: event.userId, groupIds, presence };
      const written = this.connections.send(receiver, 'presence', data);
      if (written && changedAt) liveMetrics.fanoutDelay(changedAt);
    }
  }

  /** Connected co-members (and the student's own tabs) with the groups they share with `userId`. */
  private async receiversOf(userId: string): Promise<Map<string, string[]>> {
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

  /** The student's presence as co-members read it now (null: not shared any more). */
  private async viewOf(userId: string): Promise<PresenceView | null> {
    const state = await this.states.find(userId);
    if (!state?.sharing) return null;
    const campus = state.campusId ? await this.campuses.find(state.campusId) : null;
    const view = toPresenceView(userId, state, new Map(campus ? [[campus._id, campus]] : []), new Date());
    return view.sharingEnabled ? view : null;
  }
}
