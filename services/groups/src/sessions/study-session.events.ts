import { Injectable } from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { OutboxWriter } from '@overlap/platform';
import { GroupsEventTypes, SessionAnswer, SessionChange, SessionChangedSchema, StudySessionSchema, Topics } from '@overlap/proto';
import type { EntityManager } from 'typeorm';
import type { SessionAnswerValue, StudySessionEntity } from './study-session.entity';
import { placeLine } from './study-session.views';

export { SessionChange };

const ANSWERS: Record<SessionAnswerValue, SessionAnswer> = {
  going: SessionAnswer.GOING,
  maybe: SessionAnswer.MAYBE,
  declined: SessionAnswer.DECLINED,
};

const EVENT_TYPE: Partial<Record<SessionChange, string>> = {
  [SessionChange.BOOKED]: GroupsEventTypes.sessionBooked,
  [SessionChange.CANCELLED]: GroupsEventTypes.sessionCancelled,
};

/** The session as it now stands, for groups.sessions.v1. */
export interface SessionSnapshot {
  session: StudySessionEntity;
  groupName: string;
  /** Current members in join order (none once the group is deleted). */
  memberIds: string[];
  answers: Map<string, SessionAnswerValue>;
}

/**
 * Publishes groups.sessions.v1 through the outbox, inside the transaction that changed the
 * session; key = group id. Each event is the whole session (ADR 052): schedules keeps each
 * member's calendar and busy time from it, presence tells open pages.
 */
@Injectable()
export class StudySessionEvents {
  constructor(private readonly outbox: OutboxWriter) {}

  changed(manager: EntityManager, snapshot: SessionSnapshot, change: SessionChange, changedBy: string): Promise<string> {
    const s = snapshot.session;
    return this.outbox.write(manager, {
      topic: Topics.groupsSessions,
      key: s.groupId,
      eventType: EVENT_TYPE[change] ?? GroupsEventTypes.sessionChanged,
      schema: SessionChangedSchema,
      payload: create(SessionChangedSchema, {
        session: create(StudySessionSchema, {
          sessionId: s.id,
          groupId: s.groupId,
          groupName: snapshot.groupName,
          bookedBy: s.bookedBy,
          title: s.title,
          start: timestampFromDate(s.startAt),
          end: timestampFromDate(s.endAt),
          location: placeLine(s),
          note: s.note,
          version: BigInt(s.version),
          cancelled: s.cancelledAt !== null,
          members: snapshot.memberIds.map((userId) => ({ userId, answer: ANSWERS[snapshot.answers.get(userId)!] ?? SessionAnswer.NONE })),
        }),
        change,
        changedBy,
        changedAt: timestampFromDate(new Date()),
      }),
    });
  }
}
