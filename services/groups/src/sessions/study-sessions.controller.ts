import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, forbidden, MessageView, notFound, type AuthenticatedUser } from '@overlap/platform';
import { groupIdParam, isUuid } from '../groups/ids.dto';
import { SessionMessages } from './study-session.errors';
import { ReminderSettingView, StudySessionView } from './study-session.views';
import { ReminderSettingDto, SessionAnswerDto, StudySessionDto, StudySessionsQuery } from './study-sessions.dto';
import { StudySessionsService } from './study-sessions.service';

const sessionIdParam = (raw: string) => {
  if (!isUuid(raw)) throw notFound(SessionMessages.notFound);
  return raw.toLowerCase();
};

/** Study sessions booked from a group's free time (docs/product/groups-and-comparison.md, ADR 052). */
@ApiTags('study-sessions')
@Controller('api')
export class StudySessionsController {
  constructor(private readonly sessions: StudySessionsService) {}

  @Post('study-groups/:groupId/sessions')
  @ApiOperationOf('bookStudySession', StudySessionView, 201)
  book(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string, @Body() dto: StudySessionDto): Promise<StudySessionView> {
    return this.sessions.book(caller.userId, groupIdParam(groupId), dto);
  }

  @Get('study-groups/:groupId/sessions')
  @ApiOperationOf('getGroupStudySessions', [StudySessionView])
  forGroup(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string): Promise<StudySessionView[]> {
    return this.sessions.forGroup(caller.userId, groupIdParam(groupId));
  }

  /** The sessions ahead in all the caller's groups (the bell). */
  @Get('study-sessions')
  @ApiOperationOf('getMyStudySessions', [StudySessionView])
  mine(@CurrentUser() caller: AuthenticatedUser, @Query() query: StudySessionsQuery): Promise<StudySessionView[]> {
    assertSelf(caller, query.userId);
    return this.sessions.forUser(caller.userId);
  }

  /** Declared before the ':sessionId' routes, which would take 'reminder' for an id. */
  @Get('study-sessions/reminder')
  @ApiOperationOf('getSessionReminder', ReminderSettingView)
  reminder(@CurrentUser() caller: AuthenticatedUser): Promise<ReminderSettingView> {
    return this.sessions.reminderMinutes(caller.userId);
  }

  @Put('study-sessions/reminder')
  @ApiOperationOf('setSessionReminder', ReminderSettingView)
  setReminder(@CurrentUser() caller: AuthenticatedUser, @Body() dto: ReminderSettingDto): Promise<ReminderSettingView> {
    return this.sessions.setReminderMinutes(caller.userId, dto.minutes);
  }

  @Put('study-sessions/:sessionId')
  @ApiOperationOf('updateStudySession', StudySessionView)
  edit(@CurrentUser() caller: AuthenticatedUser, @Param('sessionId') sessionId: string, @Body() dto: StudySessionDto): Promise<StudySessionView> {
    return this.sessions.edit(caller.userId, sessionIdParam(sessionId), dto);
  }

  /** The booker only; answers 'Study session "{title}" cancelled.' */
  @Delete('study-sessions/:sessionId')
  @HttpCode(200)
  @ApiOperationOf('cancelStudySession', MessageView)
  cancel(@CurrentUser() caller: AuthenticatedUser, @Param('sessionId') sessionId: string): Promise<MessageView> {
    return this.sessions.cancel(caller.userId, sessionIdParam(sessionId));
  }

  @Put('study-sessions/:sessionId/answer')
  @ApiOperationOf('answerStudySession', StudySessionView)
  answer(@CurrentUser() caller: AuthenticatedUser, @Param('sessionId') sessionId: string, @Body() dto: SessionAnswerDto): Promise<StudySessionView> {
    if (dto.userId !== undefined && dto.userId !== caller.userId && dto.userId !== 'me') throw forbidden(SessionMessages.answerForOther);
    return this.sessions.answer(caller.userId, sessionIdParam(sessionId), dto.answer);
  }
}
