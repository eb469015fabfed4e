import { Transform } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsCalendarDate, Omittable } from '@overlap/platform';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trimToUndefined } from '../groups/groups.dto';
import { SESSION_LIMITS, SessionMessages } from './study-session.errors';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// One line: no control character at all, not even a tab or a line break (the input guard lets those through).
const ONE_LINE = /^[^\p{Cc}]*$/u;
const CAMPUS_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const WEB_LINK = /^https?:\/\/[^\s\p{Cc}]+$/u;

/** POST /api/study-groups/{groupId}/sessions and PUT /api/study-sessions/{id}: the whole session. */
export class StudySessionDto {
  @ApiProperty({ maxLength: SESSION_LIMITS.title, example: 'Study session – Algebra' })
  @IsString({ message: SessionMessages.titleRequired })
  @IsNotEmpty({ message: SessionMessages.titleRequired })
  @MaxLength(SESSION_LIMITS.title, { message: SessionMessages.titleTooLong })
  @Matches(ONE_LINE, { message: SessionMessages.titleControl })
  @Transform(trim)
  readonly title!: string;

  @ApiProperty({ description: 'The free time’s local day the session is booked from', example: '2026-03-03' })
  @IsString({ message: SessionMessages.day })
  @IsCalendarDate(SessionMessages.day)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: SessionMessages.day })
  readonly day!: string;

  @ApiProperty({ description: 'ISO 8601 date-time with an offset, on `day` at that offset', example: '2026-03-03T14:00:00+01:00' })
  @IsString({ message: SessionMessages.start })
  readonly start!: string;

  @ApiProperty({ description: 'ISO 8601 date-time with an offset, after start, at most 12 hours later', example: '2026-03-03T16:00:00+01:00' })
  @IsString({ message: SessionMessages.end })
  readonly end!: string;

  @ApiPropertyOptional({ description: 'A campus id from the campus list', example: 'cbs-solbjerg-plads' })
  @Omittable()
  @IsString({ message: SessionMessages.campusId })
  @Matches(CAMPUS_ID, { message: SessionMessages.campusId })
  readonly campusId?: string;

  @ApiPropertyOptional({ maxLength: SESSION_LIMITS.campusName, description: 'The campus’s name as the campus list shows it' })
  @Omittable()
  @IsString({ message: SessionMessages.campusNameText })
  @MaxLength(SESSION_LIMITS.campusName, { message: SessionMessages.campusNameTooLong })
  @Matches(ONE_LINE, { message: SessionMessages.placeControl })
  @Transform(trimToUndefined)
  readonly campusName?: string;

  @ApiPropertyOptional({ maxLength: SESSION_LIMITS.room, description: 'A room on the campus, free text' })
  @Omittable()
  @IsString({ message: SessionMessages.roomText })
  @MaxLength(SESSION_LIMITS.room, { message: SessionMessages.roomTooLong })
  @Matches(ONE_LINE, { message: SessionMessages.placeControl })
  @Transform(trimToUndefined)
  readonly room?: string;

  @ApiPropertyOptional({ maxLength: SESSION_LIMITS.onlineUrl, description: 'An online meeting link instead of a campus' })
  @Omittable()
  @IsString({ message: SessionMessages.onlineUrl })
  @MaxLength(SESSION_LIMITS.onlineUrl, { message: SessionMessages.onlineUrlTooLong })
  @Matches(WEB_LINK, { message: SessionMessages.onlineUrl })
  @Transform(trimToUndefined)
  readonly onlineUrl?: string;

  @ApiPropertyOptional({ maxLength: SESSION_LIMITS.note })
  @Omittable()
  @IsString({ message: SessionMessages.noteText })
  @MaxLength(SESSION_LIMITS.note, { message: SessionMessages.noteTooLong })
  @Transform(trimToUndefined)
  readonly note?: string;
}

/** PUT /api/study-sessions/{id}/answer: the caller's own answer. */
export class SessionAnswerDto {
  @ApiProperty({ enum: ['going', 'maybe', 'declined'] })
  @IsIn(['going', 'maybe', 'declined'], { message: SessionMessages.answer })
  readonly answer!: 'going' | 'maybe' | 'declined';

  @ApiPropertyOptional({ description: 'The caller’s own id (any other is refused)' })
  @Omittable()
  @IsString({ message: 'userId must be your user id.' })
  readonly userId?: string;
}

/** GET /api/study-sessions?userId: only the caller's own id. */
export class StudySessionsQuery {
  @ApiPropertyOptional({ description: 'The caller’s own id (any other is refused)' })
  @IsOptional()
  @IsString({ message: 'userId must be a user id' })
  readonly userId?: string;
}

/** PUT /api/study-sessions/reminder: minutes before a session the student is going to; 0 is off. */
export class ReminderSettingDto {
  @ApiProperty({ enum: [0, 10, 30, 60, 1440], description: '0: no reminders; 1440: a day before' })
  @IsIn([0, 10, 30, 60, 1440], { message: SessionMessages.reminder })
  readonly minutes!: number;
}
