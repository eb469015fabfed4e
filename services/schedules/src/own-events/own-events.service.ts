import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { conflict, forbidden, notFound } from '@overlap/platform';
import type { EntityManager } from 'typeorm';
import { ScheduleChange, ScheduleEvents } from '../changes/schedule.events';
import { CalendarReader } from '../occurrences/calendar-reader.service';
import type { OwnEvent } from '../occurrences/own-occurrences.rules';
import { ownEventTimes } from './own-event-times.rules';
import type { OwnEventDto } from './own-events.dto';
import { OWN_EVENT_LIMITS, OwnEventMessages } from './own-events.errors';
import { OwnEventsRepository, type OwnEventFields } from './own-events.repository';

// An event id is a UUID; anything else names no event (404, never a database error).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A student's own events: added, changed and deleted only by their owner; each change publishes
 * "your schedule changed" in its transaction, like a sync, so open calendars and comparisons read again.
 */
@Injectable()
export class OwnEventsService {
  constructor(
    private readonly events: OwnEventsRepository,
    private readonly reader: CalendarReader,
    private readonly changes: ScheduleEvents,
  ) {}

  list(userId: string): Promise<OwnEvent[]> {
    return this.events.list(userId);
  }

  async create(userId: string, input: OwnEventDto): Promise<OwnEvent> {
    const fields = await this.fields(userId, input);
    const made = await this.events.transaction(async (m) => {
      const stored = await this.events.insert(m, randomUUID(), userId, fields, OWN_EVENT_LIMITS.perUser);
      if (typeof stored !== 'string') await this.published(m, userId);
      return stored;
    });
    if (made === 'deleted') throw notFound(OwnEventMessages.deletedAccount);
    if (made === 'full') throw conflict(OwnEventMessages.tooMany);
    return made;
  }

  async update(userId: string, id: string, input: OwnEventDto): Promise<OwnEvent> {
    const fields = await this.fields(userId, input);
    return this.events.transaction(async (m) => {
      await this.owned(m, userId, id);
      const updated = await this.events.update(m, id, fields);
      await this.published(m, userId);
      return updated;
    });
  }

  async delete(userId: string, id: string): Promise<OwnEvent> {
    return this.events.transaction(async (m) => {
      const event = await this.owned(m, userId, id);
      await this.events.delete(m, id);
      await this.published(m, userId);
      return event;
    });
  }

  /** The event, locked; unknown (or not an id at all) is 404, another student's 403. */
  private async owned(m: EntityManager, userId: string, id: string): Promise<OwnEvent> {
    const event = UUID.test(id) ? await this.events.lock(m, id) : undefined;
    if (!event) throw notFound(OwnEventMessages.notFound);
    if (event.userId !== userId) throw forbidden(OwnEventMessages.notYours);
    return event;
  }

  /** The stored fields, times read in the student's zone and checked before anything is written. */
  private async fields(userId: string, input: OwnEventDto): Promise<OwnEventFields> {
    const { zone } = await this.reader.calendar(userId);
    return {
      title: input.title,
      location: input.location ?? '',
      note: input.note ?? '',
      showTitle: input.showTitle ?? false,
      ...ownEventTimes(input, zone),
    };
  }

  private published(m: EntityManager, userId: string): Promise<string> {
    return this.changes.changed(m, userId, ScheduleChange.OWN_EVENT_CHANGED);
  }
}
