import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionConflict } from './session-conflicts.rules';
import { sessionMailRowOf, type SessionMailRow } from './session-reminders.repository';

/** A session a member is going to, with what a clash e-mail says of it. */
export type GoingSession = SessionMailRow;

/** A clash of one session with one of the member's classes. */
export interface SessionClash extends SessionConflict {
  sessionId: string;
}

/** The clash notices (ADR 052), in the caller's manager. */
@Injectable()
export class SessionClashesRepository {
  /** The sessions the member is going to (and still a member of the group) that neither are cancelled nor have begun, starting before `until`. */
  async goingAhead(m: EntityManager, userId: string, now: Date, until: Date): Promise<GoingSession[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT s.id, s.group_id, g.name AS group_name, s.title, s.start_at, s.end_at, s.utc_offset, s.campus_name, s.room, s.online_url, s.note
         FROM study_session_answers a
         JOIN study_sessions s ON s.id = a.session_id
         JOIN group_members gm ON gm.group_id = s.group_id AND gm.user_id = a.user_id
         JOIN study_groups g ON g.id = s.group_id
        WHERE a.user_id = $1 AND a.answer = 'going' AND s.cancelled_at IS NULL AND s.start_at > $2 AND s.start_at < $3
        ORDER BY s.start_at, s.id`,
      [userId, now, until],
    );
    return rows.map((r) => sessionMailRowOf(r, 'id'));
  }

  /**
   * Makes the member's notices of the sessions checked (those they are going to) the clashes found
   * now: the ones no longer found are deleted, the new ones inserted. Notices of sessions they are
   * not going to now are kept, so answering 'maybe' and then 'going' again tells nothing twice;
   * those of cancelled or begun sessions go. The insert is the claim (ON CONFLICT DO NOTHING …
   * RETURNING): only the clashes this call inserted come back, so each is told once however often,
   * and on however many replicas, the member's timetable is read.
   */
  async replace(m: EntityManager, userId: string, checked: string[], clashes: SessionClash[], now: Date): Promise<SessionClash[]> {
    const keys = clashes.map((c) => ({ s: c.sessionId, t: c.title, at: c.start }));
    await m.query(
      `DELETE FROM study_session_clash_notices n USING study_sessions s
        WHERE n.user_id = $1 AND s.id = n.session_id
          AND (s.cancelled_at IS NOT NULL OR s.start_at <= $4
               OR (n.session_id = ANY($2::uuid[])
                   AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($3::jsonb) AS k(s uuid, t text, at timestamptz)
                                    WHERE k.s = n.session_id AND k.t = n.class_title AND k.at = n.class_start)))`,
      [userId, checked, JSON.stringify(keys), now],
    );
    if (!clashes.length) return [];
    const rows: { session_id: string; class_title: string; class_start: Date }[] = await m.query(
      `INSERT INTO study_session_clash_notices (session_id, user_id, class_title, class_start, class_end)
       SELECT k.s, $1, k.t, k.at, k.until FROM jsonb_to_recordset($2::jsonb) AS k(s uuid, t text, at timestamptz, until timestamptz)
       ON CONFLICT DO NOTHING
       RETURNING session_id, class_title, class_start`,
      [userId, JSON.stringify(clashes.map((c) => ({ s: c.sessionId, t: c.title, at: c.start, until: c.end })))],
    );
    const inserted = new Set(rows.map((r) => `${r.session_id}|${r.class_title}|${new Date(r.class_start).toISOString()}`));
    return clashes.filter((c) => inserted.has(`${c.sessionId}|${c.title}|${new Date(c.start).toISOString()}`));
  }

  /** A member's notices in one group (they left it). */
  async dropInGroup(m: EntityManager, groupId: string, userId: string): Promise<void> {
    await m.query('DELETE FROM study_session_clash_notices n USING study_sessions s WHERE n.session_id = s.id AND s.group_id = $1 AND n.user_id = $2', [
      groupId,
      userId,
    ]);
  }

  async dropAccount(m: EntityManager, userId: string): Promise<void> {
    await m.query('DELETE FROM study_session_clash_notices WHERE user_id = $1', [userId]);
  }
}
