import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { PresenceChangedSchema, PresenceEventTypes, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import { CampusesRepository } from '../campuses/campuses.repository';
import { PresenceStatesRepository } from '../presence/presence-states.repository';
import { toPresenceView } from '../presence/presence.views';
import type { PresenceView } from '../presence/presence.views';
import { LiveAudience } from './live-audience.service';
import { LiveConnections } from './live-connections.service';
import { liveMetrics } from './live.metrics';

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
 * tabs. Who shares a group comes from LiveAudience (the projection, less the leaves seen here).
 */
@Injectable()
export class PresenceFanout {
  constructor(
    private readonly connections: LiveConnections,
    private readonly audience: LiveAudience,
    private readonly states: PresenceStatesRepository,
    private readonly campuses: CampusesRepository,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.presenceStatus, PresenceEventTypes.statusChanged, { broadcast: true })
  async changed(envelope: EventEnvelope): Promise<void> {
    if (!this.connections.size) return;
    const event = decodeOrSkip(this.logger, envelope, PresenceChangedSchema);
    if (!event || !isUserId(event.userId)) return;
    const receivers = await this.audience.aroundUser(event.userId);
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

  /** The student's presence as co-members read it now (null: not shared any more). */
  private async viewOf(userId: string): Promise<PresenceView | null> {
    const state = await this.states.find(userId);
    if (!state?.sharing) return null;
    const campus = state.campusId ? await this.campuses.find(state.campusId) : null;
    const view = toPresenceView(userId, state, new Map(campus ? [[campus._id, campus]] : []), new Date());
    return view.sharingEnabled ? view : null;
  }
}
