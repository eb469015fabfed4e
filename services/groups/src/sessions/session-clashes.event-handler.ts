import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { ScheduleChange, ScheduleChangedSchema, SchedulesEventTypes, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import { SessionClashes } from './session-clashes.service';

/** Changes that never put a class anywhere: the member's own events and sessions (their mails already told). */
const NOT_TIMETABLE: ReadonlySet<ScheduleChange> = new Set([ScheduleChange.OWN_EVENT_CHANGED, ScheduleChange.STUDY_SESSION_CHANGED]);

/**
 * Reads schedules.changes.v1 in groups' shared consumer group (one replica per change; the key is
 * the student, so one student's changes come in order) and checks the student's sessions ahead for
 * classes now at their time (ADR 052). Every change keeps the notices in step; only a change of the
 * timetable (a sync, a removed source, a cleared or restored week) e-mails a new clash.
 */
@Injectable()
export class SessionClashChecks {
  constructor(
    private readonly clashes: SessionClashes,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.schedulesChanges, SchedulesEventTypes.scheduleChanged)
  async changed(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, ScheduleChangedSchema);
    if (!event || !isUserId(event.userId)) return;
    await this.clashes.check(event.userId, !NOT_TIMETABLE.has(event.change));
  }
}
