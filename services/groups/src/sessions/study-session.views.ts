import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { MemberWithProfile } from '../groups/group.views';
import { displayNameOf } from '../profiles/profile.views';
import type { SessionAnswerValue, StudySessionEntity } from './study-session.entity';

export type SessionAnswerOrNone = SessionAnswerValue | 'none';

/** One current member's answer, with the name and colour the group shows them in. */
export class SessionAnswerView {
  @ApiProperty() userId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The member’s colour in this group' }) color!: string;
  @ApiProperty({ enum: ['going', 'maybe', 'declined', 'none'] }) answer!: SessionAnswerOrNone;
}

/** A class a member going now has at the session's time (their schedule changed after they said yes). */
export class SessionConflictView {
  @ApiProperty() userId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() title!: string;
  @ApiProperty() start!: string;
  @ApiProperty() end!: string;
}

/** A study session as members see it. */
export class StudySessionView {
  @ApiProperty() id!: string;
  @ApiProperty() groupId!: string;
  @ApiProperty() groupName!: string;
  @ApiProperty() title!: string;
  @ApiProperty() start!: string;
  @ApiProperty() end!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) campusId!: string | null;
  @ApiProperty() campusName!: string;
  @ApiProperty() room!: string;
  @ApiProperty() onlineUrl!: string;
  @ApiProperty() note!: string;
  @ApiProperty() bookedBy!: string;
  @ApiProperty({ description: '"" when the booker is no longer known' }) bookedByName!: string;
  @ApiProperty() version!: number;
  @ApiProperty() cancelled!: boolean;
  @ApiProperty({ type: [SessionAnswerView], description: 'Every current member, in join order' }) answers!: SessionAnswerView[];
  @ApiPropertyOptional({
    type: [SessionConflictView],
    description: 'Classes members going now have at that time: every member’s in a group’s list, the caller’s own in theirs (the bell)',
  })
  conflicts?: SessionConflictView[];
}

/** The place as one line: "campus, room", the online link, or "" for none. */
export const placeLine = (s: Pick<StudySessionEntity, 'campusName' | 'room' | 'onlineUrl'>): string =>
  s.onlineUrl || [s.campusName, s.room].filter(Boolean).join(', ');

export function sessionView(
  session: StudySessionEntity,
  groupName: string,
  members: MemberWithProfile[],
  answers: Map<string, SessionAnswerValue>,
): StudySessionView {
  const booker = members.find((m) => m.userId === session.bookedBy);
  return {
    id: session.id,
    groupId: session.groupId,
    groupName,
    title: session.title,
    start: session.startAt.toISOString(),
    end: session.endAt.toISOString(),
    campusId: session.campusId,
    campusName: session.campusName,
    room: session.room,
    onlineUrl: session.onlineUrl,
    note: session.note,
    bookedBy: session.bookedBy,
    bookedByName: booker ? displayNameOf(booker.profile) : '',
    version: session.version,
    cancelled: session.cancelledAt !== null,
    answers: members.map((m) => ({ userId: m.userId, name: displayNameOf(m.profile), color: m.color, answer: answers.get(m.userId) ?? 'none' })),
  };
}

/** The student's reminder before sessions they are going to. */
export class ReminderSettingView {
  @ApiProperty({ enum: [0, 10, 30, 60, 1440], description: 'Minutes before; 0: off' }) minutes!: number;
}
