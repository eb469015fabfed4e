import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { ScheduleChangedSchema, SchedulesEventTypes, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import { LiveAudience } from './live-audience.service';
import { LiveConnections } from './live-connections.service';

/** What a `schedule` event carries (ADR 021): whose schedule changed, and the groups the receiver shares with them. */
export interface LiveScheduleEvent {
  userId: string;
  /** The groups the receiver shares with that student (the student's own groups, on their own tabs). */
  groupIds: string[];
}

/**
 * Every replica reads schedules.changes.v1 (broadcast: a feed sync that changed something, a
 * removed source, a cleared or restored week) and tells the student's own tabs (the calendar)
 * and the co-members connected here (their open comparisons of the groups they share).
 */
@Injectable()
export class ScheduleFanout {
  constructor(
    private readonly connections: LiveConnections,
    private readonly audience: LiveAudience,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.schedulesChanges, SchedulesEventTypes.scheduleChanged, { broadcast: true })
  async changed(envelope: EventEnvelope): Promise<void> {
    if (!this.connections.size) return;
    const event = decodeOrSkip(this.logger, envelope, ScheduleChangedSchema);
    if (!event || !isUserId(event.userId)) return;
    for (const [receiver, groupIds] of await this.audience.aroundUser(event.userId)) {
      const data: LiveScheduleEvent = { userId: event.userId, groupIds };
      this.connections.send(receiver, 'schedule', data);
    }
  }
}
