import { Inject, Injectable } from '@nestjs/common';
import { INTERNAL_OCCURRENCES_MAX_USERS } from '@overlap/contracts';
import { badRequest, conflict, forbidden, LOGGER, notFound } from '@overlap/platform';
import type pino from 'pino';
import { SchedulesClient } from '../comparison/schedules.client';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { Entitlements } from '../entitlements/entitlements.service';
import { GroupReader } from '../groups/group-reader.repository';
import type { MemberWithProfile } from '../groups/group.views';
import { StudyGroupEntity } from '../groups/study-group.entity';
import { assertAccountActive } from '../profiles/deleted-accounts.repository';
import { displayNameOf } from '../profiles/profile.views';
import { CONFLICT_HORIZON_DAYS, sessionConflicts, type SessionConflict } from './session-conflicts.rules';
import { SessionRemindersRepository } from './session-reminders.repository';
import { sessionTimes } from './study-session-times.rules';
import { StudySessionEntity, type SessionAnswerValue } from './study-session.entity';
import { bookingNeedsSubscription, SessionMessages } from './study-session.errors';
import { SessionChange, StudySessionEvents } from './study-session.events';
import type { SessionMailKind } from './study-session.mail';
import { StudySessionMailer } from './study-session-mailer.service';
import { placeLine, sessionView, type StudySessionView } from './study-session.views';
import type { StudySessionDto } from './study-sessions.dto';
import { StudySessionsRepository } from './study-sessions.repository';

interface Mailing {
  to: string[];
  kind: SessionMailKind;
  session: StudySessionEntity;
  groupName: string;
  byName: string;
}

/** The place fields a request gives: a campus (with a room) or an online link, never both. */
function placeOf(dto: StudySessionDto) {
  if (dto.onlineUrl && (dto.campusId || dto.campusName || dto.room)) throw badRequest(SessionMessages.placeBoth, 'onlineUrl');
  return { campusId: dto.campusId ?? null, campusName: dto.campusName ?? '', room: dto.room ?? '', onlineUrl: dto.onlineUrl ?? '' };
}

/**
 * Study sessions (ADR 052, docs/product/groups-and-comparison.md): any member books one from the
 * group's free time and is going; members answer; the booker moves or cancels it. Every change is
 * published on groups.sessions.v1 in its transaction and members are written to after the commit.
 */
@Injectable()
export class StudySessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: StudySessionsRepository,
    private readonly events: StudySessionEvents,
    private readonly reader: GroupReader,
    private readonly entitlements: Entitlements,
    private readonly mailer: StudySessionMailer,
    private readonly schedules: SchedulesClient,
    @Inject(LOGGER) private readonly logger: pino.Logger,
    private readonly reminders: SessionRemindersRepository,
  ) {}

  /** The caller's reminder before sessions they are going to: minutes, 0 when off. */
  async reminderMinutes(callerId: string): Promise<{ minutes: number }> {
    return { minutes: await this.reminders.minutes(this.dataSource.manager, callerId) };
  }

  async setReminderMinutes(callerId: string, minutes: number): Promise<{ minutes: number }> {
    await this.dataSource.transaction(async (manager) => {
      await assertAccountActive(manager, callerId);
      await this.reminders.setMinutes(manager, callerId, minutes);
    });
    return { minutes };
  }

  async book(callerId: string, groupId: string, dto: StudySessionDto): Promise<StudySessionView> {
    const times = sessionTimes(dto, new Date());
    const place = placeOf(dto);
    let mailing: Mailing | undefined;
    const view = await this.dataSource.transaction(async (manager) => {
      await assertAccountActive(manager, callerId);
      const { group, members } = await this.groupOfMember(manager, groupId, callerId, SessionMessages.notMember);
      if (!(await this.entitlements.canAcceptInvitations(callerId))) throw bookingNeedsSubscription();
      const now = new Date();
      const session = manager.create(StudySessionEntity, {
        id: randomUUID(),
        groupId,
        bookedBy: callerId,
        title: dto.title,
        startAt: times.start,
        endAt: times.end,
        utcOffset: times.utcOffset,
        ...place,
        note: dto.note ?? '',
        version: 1,
        createdAt: now,
        updatedAt: now,
        cancelledAt: null,
      });
      await this.sessions.insert(manager, session);
      // The booker is going.
      await this.sessions.answer(manager, session.id, callerId, 'going');
      const answers = new Map<string, SessionAnswerValue>([[callerId, 'going']]);
      await this.events.changed(manager, { session, groupName: group.name, memberIds: members.map((m) => m.userId), answers }, SessionChange.BOOKED, callerId);
      mailing = { to: others(members, callerId), kind: 'booked', session, groupName: group.name, byName: nameIn(members, callerId) };
      return sessionView(session, group.name, members, answers);
    });
    this.send(mailing);
    return view;
  }

  /** The group's sessions that have not ended, soonest first; members only. */
  async forGroup(callerId: string, groupId: string): Promise<StudySessionView[]> {
    const manager = this.dataSource.manager;
    const { group, members } = await this.groupOfMember(manager, groupId, callerId, SessionMessages.notMemberRead);
    const sessions = await this.sessions.upcomingOfGroup(manager, group.id, new Date());
    const answers = await this.sessions.answers(
      manager,
      sessions.map((s) => s.id),
    );
    const conflicts = await this.conflictsOf(sessions, answers);
    return sessions.map((s) => ({
      ...sessionView(s, group.name, members, answers.get(s.id)!),
      conflicts: (conflicts.get(s.id) ?? []).map((c) => ({ ...c, name: nameIn(members, c.userId) })),
    }));
  }

  /**
   * The classes members going have at their sessions' times, read from schedules on the UTC clock
   * for the sessions of the next weeks. Without schedules the list still answers, without conflicts.
   */
  private async conflictsOf(
    sessions: StudySessionEntity[],
    answers: Map<string, Map<string, SessionAnswerValue>>,
    onlyUser?: string,
  ): Promise<Map<string, SessionConflict[]>> {
    const horizon = Date.now() + CONFLICT_HORIZON_DAYS * 86_400_000;
    const going = new Map(
      sessions
        .filter((s) => !s.cancelledAt && s.startAt.getTime() < horizon)
        .map((s) => [s.id, [...answers.get(s.id)!].filter(([userId, a]) => a === 'going' && (!onlyUser || userId === onlyUser)).map(([userId]) => userId)]),
    );
    const checked = sessions.filter((s) => going.get(s.id)?.length);
    // Schedules answers at most 50 students a call; a group has fewer.
    const userIds = [...new Set([...going.values()].flat())].slice(0, INTERNAL_OCCURRENCES_MAX_USERS);
    if (!userIds.length) return new Map();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const from = day(new Date(Math.min(...checked.map((s) => s.startAt.getTime()))));
    const to = day(new Date(Math.max(...checked.map((s) => s.endAt.getTime())) + 86_400_000));
    try {
      const entries = await this.schedules.entries(userIds, { from, to, timeZone: 'UTC' });
      return new Map(checked.map((s) => [s.id, sessionConflicts({ start: s.startAt, end: s.endAt }, going.get(s.id)!, entries)]));
    } catch (err) {
      this.logger.warn({ err }, 'study session conflicts not checked');
      return new Map();
    }
  }

  /**
   * The sessions of all the caller's groups that have not ended, cancelled ones too (the bell says so).
   * Each names the caller's own classes at its time when they are going: what the group's card says
   * about them, so the bell tells them too (ADR 052).
   */
  async forUser(callerId: string): Promise<StudySessionView[]> {
    const manager = this.dataSource.manager;
    const sessions = await this.sessions.upcomingForUser(manager, callerId, new Date());
    const groupIds = [...new Set(sessions.map((s) => s.groupId))];
    if (!groupIds.length) return [];
    const [groups, members, answers] = await Promise.all([
      manager.createQueryBuilder(StudyGroupEntity, 'g').where('g.id IN (:...groupIds)', { groupIds }).getMany(),
      this.reader.membersOf(groupIds, manager),
      this.sessions.answers(
        manager,
        sessions.map((s) => s.id),
      ),
    ]);
    const names = new Map(groups.map((g) => [g.id, g.name]));
    const conflicts = await this.conflictsOf(sessions, answers, callerId);
    return sessions.map((s) => {
      const inGroup = members.filter((m) => m.groupId === s.groupId);
      return {
        ...sessionView(s, names.get(s.groupId) ?? '', inGroup, answers.get(s.id)!),
        conflicts: (conflicts.get(s.id) ?? []).map((c) => ({ ...c, name: nameIn(inGroup, c.userId) })),
      };
    });
  }

  /** The booker moves or changes it; members who have not declined are told. */
  async edit(callerId: string, sessionId: string, dto: StudySessionDto): Promise<StudySessionView> {
    const times = sessionTimes(dto, new Date());
    const place = placeOf(dto);
    let mailing: Mailing | undefined;
    const view = await this.dataSource.transaction(async (manager) => {
      const { session, group, members, answers } = await this.bookerSession(manager, callerId, sessionId);
      // A moved session reminds again at its new time.
      if (session.startAt.getTime() !== times.start.getTime()) await this.reminders.forgetSent(manager, session.id);
      await this.sessions.update(manager, session, {
        title: dto.title,
        startAt: times.start,
        endAt: times.end,
        utcOffset: times.utcOffset,
        ...place,
        note: dto.note ?? '',
      });
      await this.events.changed(manager, { session, groupName: group.name, memberIds: members.map((m) => m.userId), answers }, SessionChange.EDITED, callerId);
      // Answers stand after a change; members who have not declined are told and can change theirs on the card.
      mailing = { to: notDeclined(members, answers, callerId), kind: 'moved', session, groupName: group.name, byName: nameIn(members, callerId) };
      return sessionView(session, group.name, members, answers);
    });
    this.send(mailing);
    return view;
  }

  async cancel(callerId: string, sessionId: string): Promise<{ message: string }> {
    let mailing: Mailing | undefined;
    const message = await this.dataSource.transaction(async (manager) => {
      const { session, group, members, answers } = await this.bookerSession(manager, callerId, sessionId);
      await this.sessions.update(manager, session, { cancelledAt: new Date() });
      await this.events.changed(
        manager,
        { session, groupName: group.name, memberIds: members.map((m) => m.userId), answers },
        SessionChange.CANCELLED,
        callerId,
      );
      mailing = { to: notDeclined(members, answers, callerId), kind: 'cancelled', session, groupName: group.name, byName: nameIn(members, callerId) };
      return `Study session "${session.title}" cancelled.`;
    });
    this.send(mailing);
    return { message };
  }

  /** A member's own answer to a session that is neither cancelled nor over. */
  async answer(callerId: string, sessionId: string, answer: SessionAnswerValue): Promise<StudySessionView> {
    return this.dataSource.transaction(async (manager) => {
      const { session, group, members, answers } = await this.memberSession(manager, callerId, sessionId);
      await this.sessions.answer(manager, session.id, callerId, answer);
      answers.set(callerId, answer);
      await this.sessions.update(manager, session, {});
      await this.events.changed(
        manager,
        { session, groupName: group.name, memberIds: members.map((m) => m.userId), answers },
        SessionChange.ANSWERED,
        callerId,
      );
      return sessionView(session, group.name, members, answers);
    });
  }

  private async groupOfMember(manager: EntityManager, groupId: string, callerId: string, refusal: string) {
    const group = await manager.findOne(StudyGroupEntity, { where: { id: groupId } });
    if (!group) throw notFound(SessionMessages.groupNotFound);
    const members = await this.reader.membersOf([groupId], manager);
    if (!members.some((m) => m.userId === callerId)) throw forbidden(refusal);
    return { group, members };
  }

  /** The session locked, for a member of its group (anyone else: not found), neither cancelled nor over. */
  private async memberSession(manager: EntityManager, callerId: string, sessionId: string) {
    const session = await this.sessions.find(manager, sessionId, true);
    const group = session && (await manager.findOne(StudyGroupEntity, { where: { id: session.groupId } }));
    const members = group ? await this.reader.membersOf([group.id], manager) : [];
    if (!session || !group || !members.some((m) => m.userId === callerId)) throw notFound(SessionMessages.notFound);
    if (session.cancelledAt) throw conflict(SessionMessages.cancelled);
    if (session.endAt <= new Date()) throw conflict(SessionMessages.over);
    const answers = (await this.sessions.answers(manager, [session.id])).get(session.id)!;
    return { session, group, members, answers };
  }

  private async bookerSession(manager: EntityManager, callerId: string, sessionId: string) {
    const found = await this.memberSession(manager, callerId, sessionId);
    if (found.session.bookedBy !== callerId) throw forbidden(SessionMessages.onlyBooker);
    return found;
  }

  private send(mailing: Mailing | undefined): void {
    if (!mailing?.to.length) return;
    const s = mailing.session;
    // After the commit, and without holding up the answer: the session stands whatever the mail does.
    void this.mailer.notify(mailing.to, {
      kind: mailing.kind,
      groupId: s.groupId,
      groupName: mailing.groupName,
      title: s.title,
      start: s.startAt,
      end: s.endAt,
      utcOffset: s.utcOffset,
      place: placeLine(s),
      note: s.note,
      byName: mailing.byName,
    });
  }
}

const others = (members: MemberWithProfile[], callerId: string) => members.map((m) => m.userId).filter((id) => id !== callerId);
const notDeclined = (members: MemberWithProfile[], answers: Map<string, SessionAnswerValue>, callerId: string) =>
  others(members, callerId).filter((id) => answers.get(id) !== 'declined');
const nameIn = (members: MemberWithProfile[], userId: string) => displayNameOf(members.find((m) => m.userId === userId)?.profile);
