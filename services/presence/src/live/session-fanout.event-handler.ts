import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { GroupsEventTypes, SessionChangedSchema, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import { LiveAudience } from './live-audience.service';
import { LiveConnections } from './live-connections.service';

/** What a `session` event carries (ADR 021, ADR 052): which session of which group changed. */
export interface LiveSessionEvent {
  sessionId: string;
  groupId: string;
}

/**
 * Every replica reads groups.sessions.v1 (broadcast) and tells the group's connected members with
 * a `session` event, so an open group page, calendar and bell show a booking, an answer, a change
 * or a cancellation at once. The members the session names are told too: a group just deleted has
 * no members left in the projection, and a member who just left still has the page open.
 */
@Injectable()
export class SessionFanout {
  constructor(
    private readonly connections: LiveConnections,
    private readonly audience: LiveAudience,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.groupsSessions, GroupsEventTypes.sessionBooked, { broadcast: true })
  booked(envelope: EventEnvelope) {
    return this.tell(envelope);
  }

  @EventHandler(Topics.groupsSessions, GroupsEventTypes.sessionChanged, { broadcast: true })
  changed(envelope: EventEnvelope) {
    return this.tell(envelope);
  }

  @EventHandler(Topics.groupsSessions, GroupsEventTypes.sessionCancelled, { broadcast: true })
  cancelled(envelope: EventEnvelope) {
    return this.tell(envelope);
  }

  private async tell(envelope: EventEnvelope): Promise<void> {
    if (!this.connections.size) return;
    const s = decodeOrSkip(this.logger, envelope, SessionChangedSchema)?.session;
    if (!s || !isUserId(s.sessionId) || !isUserId(s.groupId)) return;
    const named = s.members.map((m) => m.userId).filter((id) => isUserId(id) && this.connections.isConnected(id));
    const receivers = new Set([...named, ...(await this.audience.ofGroup(s.groupId))]);
    const event: LiveSessionEvent = { sessionId: s.sessionId, groupId: s.groupId };
    for (const userId of receivers) this.connections.send(userId, 'session', event);
  }
}
