import { Injectable } from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { OutboxWriter } from '@overlap/platform';
import { ScheduleChange, ScheduleChangedSchema, SchedulesEventTypes, Topics } from '@overlap/proto';
import type { EntityManager } from 'typeorm';

export { ScheduleChange };

/**
 * Publishes schedules.changes.v1 through the outbox, inside the transaction that changed what the
 * user's calendar shows; key = user id. Presence turns it into the live stream's `schedule` event
 * for the user's tabs and their co-members' open comparisons (ADR 021).
 */
@Injectable()
export class ScheduleEvents {
  constructor(private readonly outbox: OutboxWriter) {}

  changed(manager: EntityManager, userId: string, change: ScheduleChange): Promise<string> {
    return this.outbox.write(manager, {
      topic: Topics.schedulesChanges,
      key: userId,
      eventType: SchedulesEventTypes.scheduleChanged,
      schema: ScheduleChangedSchema,
      payload: create(ScheduleChangedSchema, { userId, change, changedAt: timestampFromDate(new Date()) }),
    });
  }
}
