import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { ScheduleChangedSchema, SchedulesEventTypes, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import { SessionClashes } from './session-clashes.service';

/**
 * Reads schedules.changes.v1 in groups' shared consumer group (one replica per change; the key is
 * the student, so one student's changes come in order) and checks the student's sessions ahead for
 * classes at their time (ADR 052): any change may bring or end a clash (a sync, a cleared week,
 * their answer, a session moved).
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
    await this.clashes.check(event.userId);
  }
}
