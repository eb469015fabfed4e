import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { StudySessionAnswerEntity, StudySessionEntity, type SessionAnswerValue } from './study-session.entity';

/** Every read and write of study sessions and their answers, in the caller's transaction. */
@Injectable()
export class StudySessionsRepository {
  find(manager: EntityManager, id: string, lock = false): Promise<StudySessionEntity | null> {
    return manager.findOne(StudySessionEntity, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  insert(manager: EntityManager, session: StudySessionEntity) {
    return manager.insert(StudySessionEntity, session);
  }

  /** Saves what changed and grows the version (every consumer keeps the newest version only). */
  async update(manager: EntityManager, session: StudySessionEntity, changes: Partial<StudySessionEntity>): Promise<void> {
    const saved = { ...changes, version: session.version + 1, updatedAt: new Date() };
    await manager.update(StudySessionEntity, { id: session.id }, saved);
    Object.assign(session, saved);
  }

  /** The group's sessions not cancelled that end after `since`, soonest first. */
  upcomingOfGroup(manager: EntityManager, groupId: string, since: Date): Promise<StudySessionEntity[]> {
    return manager
      .createQueryBuilder(StudySessionEntity, 's')
      .where('s.group_id = :groupId AND s.cancelled_at IS NULL AND s.end_at > :since', { groupId, since })
      .orderBy('s.start_at', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .getMany();
  }

  /** Every session of the group not cancelled, past ones too (a member's leaving changes them all). */
  liveOfGroup(manager: EntityManager, groupId: string): Promise<StudySessionEntity[]> {
    return manager.createQueryBuilder(StudySessionEntity, 's').where('s.group_id = :groupId AND s.cancelled_at IS NULL', { groupId }).orderBy('s.id').getMany();
  }

  /** The sessions of the caller's groups that end after `since` (cancelled ones while they are still ahead). */
  upcomingForUser(manager: EntityManager, userId: string, since: Date): Promise<StudySessionEntity[]> {
    return manager
      .createQueryBuilder(StudySessionEntity, 's')
      .innerJoin('group_members', 'm', 'm.group_id = s.group_id AND m.user_id = :userId', { userId })
      .where('s.end_at > :since', { since })
      .orderBy('s.start_at', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .limit(100)
      .getMany();
  }

  /** Sessions an account booked, in any group, not cancelled. */
  liveBookedBy(manager: EntityManager, userId: string): Promise<StudySessionEntity[]> {
    return manager.find(StudySessionEntity, { where: { bookedBy: userId, cancelledAt: IsNull() } });
  }

  async answers(manager: EntityManager, sessionIds: string[]): Promise<Map<string, Map<string, SessionAnswerValue>>> {
    const out = new Map<string, Map<string, SessionAnswerValue>>(sessionIds.map((id) => [id, new Map()]));
    if (!sessionIds.length) return out;
    const rows = await manager.createQueryBuilder(StudySessionAnswerEntity, 'a').where('a.session_id IN (:...sessionIds)', { sessionIds }).getMany();
    for (const r of rows) out.get(r.sessionId)?.set(r.userId, r.answer);
    return out;
  }

  async answer(manager: EntityManager, sessionId: string, userId: string, answer: SessionAnswerValue): Promise<void> {
    await manager.query(
      `INSERT INTO study_session_answers (session_id, user_id, answer, answered_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (session_id, user_id) DO UPDATE SET answer = EXCLUDED.answer, answered_at = now()`,
      [sessionId, userId, answer],
    );
  }

  /** A member's answers in one group (they left it). */
  async dropAnswersInGroup(manager: EntityManager, groupId: string, userId: string): Promise<void> {
    await manager.query(`DELETE FROM study_session_answers a USING study_sessions s WHERE a.session_id = s.id AND s.group_id = $1 AND a.user_id = $2`, [
      groupId,
      userId,
    ]);
  }

  /** Everything an account left behind: its answers anywhere and the sessions it booked. */
  async dropAccount(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM study_session_answers WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM study_sessions WHERE booked_by = $1', [userId]);
  }
}
