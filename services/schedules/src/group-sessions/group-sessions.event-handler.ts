import { Inject, Injectable } from '@nestjs/common';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { GroupsEventTypes, SessionAnswer, SessionChangedSchema, Topics, type EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import type { EntityManager } from 'typeorm';
import { ScheduleChange, ScheduleEvents } from '../changes/schedule.events';
import type { SessionAttendance } from '../occurrences/session-occurrences.rules';
import { GroupSessionsRepository, type SessionState } from './group-sessions.repository';

const SHOWN: Partial<Record<SessionAnswer, SessionAttendance>> = {
  [SessionAnswer.NONE]: 'none',
  [SessionAnswer.UNSPECIFIED]: 'none',
  [SessionAnswer.GOING]: 'going',
  [SessionAnswer.MAYBE]: 'maybe',
};

/** What one member's calendar shows of a session: anything that changes it is a change of their schedule. */
const shownTo = (s: SessionState | undefined, userId: string): string => {
  const answer = s?.attendees.get(userId);
  return answer === undefined ? '' : [answer, s!.start.toISOString(), s!.end.toISOString(), s!.title, s!.location, s!.note].join('\n');
};

/**
 * groups.sessions.v1 (ADR 052): keeps the newest version of each study session and the members
 * whose calendar shows it (all who have not declined; busy for those going), and publishes
 * schedules.changes.v1 for each member whose calendar it changed, so their open calendars and
 * every comparison they are in fetch again.
 */
@Injectable()
export class GroupSessionsHandler {
  constructor(
    private readonly sessions: GroupSessionsRepository,
    private readonly changes: ScheduleEvents,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.groupsSessions, GroupsEventTypes.sessionBooked)
  booked(envelope: EventEnvelope, m: EntityManager) {
    return this.apply(envelope, m);
  }

  @EventHandler(Topics.groupsSessions, GroupsEventTypes.sessionChanged)
  changed(envelope: EventEnvelope, m: EntityManager) {
    return this.apply(envelope, m);
  }

  @EventHandler(Topics.groupsSessions, GroupsEventTypes.sessionCancelled)
  cancelled(envelope: EventEnvelope, m: EntityManager) {
    return this.apply(envelope, m);
  }

  private async apply(envelope: EventEnvelope, m: EntityManager): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, SessionChangedSchema);
    const s = event?.session;
    if (!s) return;
    if (!isUserId(s.sessionId) || !isUserId(s.groupId) || !s.start || !s.end)
      return this.logger.error({ eventId: envelope.eventId }, 'study session event without valid ids or times skipped');
    const before = await this.sessions.find(m, s.sessionId);
    // Redelivered or overtaken: a newer version is already kept.
    if (before && before.version >= Number(s.version)) return;
    const attendees = new Map<string, SessionAttendance>();
    if (!s.cancelled) {
      for (const member of s.members) {
        const shown = SHOWN[member.answer];
        if (shown && isUserId(member.userId)) attendees.set(member.userId, shown);
      }
    }
    const after: SessionState = {
      id: s.sessionId,
      groupId: s.groupId,
      groupName: s.groupName,
      title: s.title,
      location: s.location,
      note: s.note,
      start: timestampDate(s.start),
      end: timestampDate(s.end),
      version: Number(s.version),
      cancelled: s.cancelled,
      attendees,
    };
    await this.sessions.save(m, after);
    const touched = new Set([...(before?.attendees.keys() ?? []), ...attendees.keys()]);
    for (const userId of touched) {
      if (shownTo(before, userId) !== shownTo(after, userId)) await this.changes.changed(m, userId, ScheduleChange.STUDY_SESSION_CHANGED);
    }
  }
}
