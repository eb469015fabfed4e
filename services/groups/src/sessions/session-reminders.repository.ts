import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The default reminder: 30 minutes before. */
export const DEFAULT_REMINDER_MINUTES = 30;

/** A session as its e-mails describe it: a study_sessions row with its group's name. */
export interface SessionMailRow {
  sessionId: string;
  groupId: string;
  groupName: string;
  title: string;
  start: Date;
  end: Date;
  utcOffset: number;
  campusName: string;
  room: string;
  onlineUrl: string;
  note: string;
}

/** Reads a SessionMailRow from a row of the columns the queries below select (the session's id under `idColumn`). */
export function sessionMailRowOf(r: Record<string, unknown>, idColumn: 'id' | 'session_id'): SessionMailRow {
  return {
    sessionId: r[idColumn] as string,
    groupId: r.group_id as string,
    groupName: r.group_name as string,
    title: r.title as string,
    start: r.start_at as Date,
    end: r.end_at as Date,
    utcOffset: Number(r.utc_offset),
    campusName: r.campus_name as string,
    room: r.room as string,
    onlineUrl: r.online_url as string,
    note: r.note as string,
  };
}

/** A reminder this replica claimed and now sends. */
export interface ClaimedReminder extends SessionMailRow {
  userId: string;
}

/** Reminder settings and the claim rows of reminders sent, in the caller's manager. */
@Injectable()
export class SessionRemindersRepository {
  async minutes(m: EntityManager, userId: string): Promise<number> {
    const rows: { minutes: number }[] = await m.query('SELECT minutes FROM session_reminder_settings WHERE user_id = $1', [userId]);
    return rows[0]?.minutes ?? DEFAULT_REMINDER_MINUTES;
  }

  async setMinutes(m: EntityManager, userId: string, minutes: number): Promise<void> {
    await m.query(
      `INSERT INTO session_reminder_settings (user_id, minutes) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET minutes = EXCLUDED.minutes, updated_at = now()`,
      [userId, minutes],
    );
  }

  /**
   * Claims the reminders due now: members going (and still in the group) to a session neither
   * cancelled nor begun, whose chosen time before it has come, not sent yet. The insert is the
   * claim — a row another replica already inserted is skipped (ON CONFLICT DO NOTHING) — so each
   * reminder is returned to one replica only.
   */
  async claimDue(m: EntityManager, now: Date, limit: number): Promise<ClaimedReminder[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `WITH due AS (
         SELECT s.id AS session_id, a.user_id
           FROM study_sessions s
           JOIN study_session_answers a ON a.session_id = s.id AND a.answer = 'going'
           JOIN group_members gm ON gm.group_id = s.group_id AND gm.user_id = a.user_id
           LEFT JOIN session_reminder_settings r ON r.user_id = a.user_id
          WHERE s.cancelled_at IS NULL AND s.start_at > $1
            AND coalesce(r.minutes, $3) > 0
            AND s.start_at - make_interval(mins => coalesce(r.minutes, $3)) <= $1
            AND NOT EXISTS (SELECT 1 FROM study_session_reminders x WHERE x.session_id = s.id AND x.user_id = a.user_id)
          ORDER BY s.start_at LIMIT $2),
       claimed AS (
         INSERT INTO study_session_reminders (session_id, user_id, sent_at) SELECT session_id, user_id, $1 FROM due
         ON CONFLICT DO NOTHING RETURNING session_id, user_id)
       SELECT c.session_id, c.user_id, s.group_id, g.name AS group_name, s.title, s.start_at, s.end_at, s.utc_offset,
              s.campus_name, s.room, s.online_url, s.note
         FROM claimed c JOIN study_sessions s ON s.id = c.session_id JOIN study_groups g ON g.id = s.group_id`,
      [now, limit, DEFAULT_REMINDER_MINUTES],
    );
    return rows.map((r) => ({ ...sessionMailRowOf(r, 'session_id'), userId: r.user_id as string }));
  }

  /** A moved session reminds again at its new time. */
  async forgetSent(m: EntityManager, sessionId: string): Promise<void> {
    await m.query('DELETE FROM study_session_reminders WHERE session_id = $1', [sessionId]);
  }

  async dropAccount(m: EntityManager, userId: string): Promise<void> {
    await m.query('DELETE FROM study_session_reminders WHERE user_id = $1', [userId]);
    await m.query('DELETE FROM session_reminder_settings WHERE user_id = $1', [userId]);
  }
}
