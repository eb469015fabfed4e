import { Injectable } from '@nestjs/common';
import { deletedUserDigest } from '@overlap/platform';
import type { EntityManager } from 'typeorm';
import type { SessionAttendance } from '../occurrences/session-occurrences.rules';

/** A session as groups published it, with the members whose calendar shows it. */
export interface SessionState {
  id: string;
  groupId: string;
  groupName: string;
  title: string;
  location: string;
  note: string;
  start: Date;
  end: Date;
  version: number;
  cancelled: boolean;
  attendees: Map<string, SessionAttendance>;
}

/** The group_sessions projection, inside the consumer's transaction. */
@Injectable()
export class GroupSessionsRepository {
  /** The stored session, locked, with its attendees; undefined when none is stored. */
  async find(m: EntityManager, id: string): Promise<SessionState | undefined> {
    const rows: {
      group_id: string;
      group_name: string;
      title: string;
      location: string;
      note: string;
      start_at: Date;
      end_at: Date;
      version: string;
      cancelled: boolean;
    }[] = await m.query(
      `SELECT group_id, group_name, title, location, note, start_at, end_at, version, cancelled FROM group_sessions WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const r = rows[0];
    if (!r) return undefined;
    const attendees: { user_id: string; answer: SessionAttendance }[] = await m.query(
      `SELECT user_id, answer FROM group_session_attendees WHERE session_id = $1`,
      [id],
    );
    return {
      id,
      groupId: r.group_id,
      groupName: r.group_name,
      title: r.title,
      location: r.location,
      note: r.note,
      start: r.start_at,
      end: r.end_at,
      version: Number(r.version),
      cancelled: r.cancelled,
      attendees: new Map(attendees.map((a) => [a.user_id, a.answer])),
    };
  }

  /** Stores this version and its attendees in place of what was there; deleted users are never stored again. */
  async save(m: EntityManager, s: SessionState): Promise<void> {
    await m.query(
      `INSERT INTO group_sessions (id, group_id, group_name, title, location, note, start_at, end_at, version, cancelled, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (id) DO UPDATE SET group_name = EXCLUDED.group_name, title = EXCLUDED.title, location = EXCLUDED.location, note = EXCLUDED.note,
         start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at, version = EXCLUDED.version, cancelled = EXCLUDED.cancelled, updated_at = now()`,
      [s.id, s.groupId, s.groupName, s.title, s.location, s.note, s.start, s.end, s.version, s.cancelled],
    );
    await m.query('DELETE FROM group_session_attendees WHERE session_id = $1', [s.id]);
    const deleted = new Set(await this.deletedAmong(m, [...s.attendees.keys()]));
    const userIds = [...s.attendees.keys()].filter((u) => !deleted.has(u));
    if (!userIds.length) return;
    await m.query(
      `INSERT INTO group_session_attendees (session_id, user_id, answer, start_at)
       SELECT $1, a.user_id, a.answer, $4 FROM unnest($2::uuid[], $3::text[]) AS a(user_id, answer)`,
      [s.id, userIds, userIds.map((u) => s.attendees.get(u)), s.start],
    );
  }

  /** Which of these users were deleted (by their ids' digests). */
  private async deletedAmong(m: EntityManager, userIds: string[]): Promise<string[]> {
    const digests = new Map(userIds.map((u) => [deletedUserDigest(u), u]));
    const rows: { user_digest: string }[] = await m.query(`SELECT user_digest FROM deleted_users WHERE user_digest = ANY($1::text[])`, [[...digests.keys()]]);
    return rows.map((r) => digests.get(r.user_digest)!);
  }
}
