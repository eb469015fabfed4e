import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { ScheduleChangedSchema, SchedulesEventTypes, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import { MemberEntries } from './member-entries.service';

/**
 * Every replica reads schedules.changes.v1 (broadcast: each keeps its own remembered entries) and
 * drops the entries of the student whose schedule changed, so their next comparison reads afresh.
 */
@Injectable()
export class ScheduleChanges {
  constructor(
    private readonly entries: MemberEntries,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.schedulesChanges, SchedulesEventTypes.scheduleChanged, { broadcast: true })
  async changed(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, ScheduleChangedSchema);
    if (event && isUserId(event.userId)) this.entries.forget(event.userId);
  }
}
