import { Injectable } from '@nestjs/common';
import { sentMailsOf, type SentMailRecord } from '@overlap/platform';
import { DataSource } from 'typeorm';

type Rows = Record<string, unknown>[];

/**
 * Every groups row about one student, for their data export (ADR 048). Other students appear only as
 * the student sees them in the app (an invitation's other side by display name), never their data.
 */
@Injectable()
export class DataExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The groups the student is in or created, with their membership in each. */
  async groups(userId: string): Promise<Rows> {
    return (await this.dataSource.query(
      `SELECT g.id, g.name, g.description, g.course_code AS "courseCode", g.created_at AS "createdAt", (g.created_by = $1) AS "createdByYou",
              m.color AS "yourColor", m.joined_at AS "joinedAt",
              (SELECT count(*)::int FROM group_members c WHERE c.group_id = g.id) AS "memberCount"
         FROM study_groups g LEFT JOIN group_members m ON m.group_id = g.id AND m.user_id = $1
        WHERE m.user_id IS NOT NULL OR g.created_by = $1
        ORDER BY g.created_at`,
      [userId],
    )) as Rows;
  }

  async invitations(userId: string): Promise<Rows> {
    return (await this.dataSource.query(
      `SELECT i.id, CASE WHEN i.invited_by = $1 THEN 'sent' ELSE 'received' END AS "direction", g.id AS "groupId", g.name AS "groupName",
              CASE WHEN i.invited_by = $1 THEN invitee.display_name ELSE inviter.display_name END AS "otherStudent",
              i.message, i.status, i.created_at AS "sentAt", i.responded_at AS "answeredAt"
         FROM invitations i JOIN study_groups g ON g.id = i.group_id
         LEFT JOIN user_profiles invitee ON invitee.user_id = i.invited_user_id
         LEFT JOIN user_profiles inviter ON inviter.user_id = i.invited_by
        WHERE i.invited_by = $1 OR i.invited_user_id = $1
        ORDER BY i.created_at`,
      [userId],
    )) as Rows;
  }

  /**
   * Study sessions the student booked or was asked to in their groups, with their own answer, when
   * they were reminded and the clashes with their own classes they were told of.
   */
  async studySessions(userId: string): Promise<Rows> {
    return (await this.dataSource.query(
      `SELECT s.id, g.id AS "groupId", g.name AS "groupName", s.title, s.start_at AS "start", s.end_at AS "end", s.campus_name AS "campus", s.room,
              s.online_url AS "onlineUrl", s.note, (s.booked_by = $1) AS "bookedByYou", a.answer AS "yourAnswer", a.answered_at AS "answeredAt",
              r.sent_at AS "remindedAt",
              COALESCE((SELECT json_agg(json_build_object('classTitle', c.class_title, 'classStart', c.class_start, 'classEnd', c.class_end, 'toldAt', c.noticed_at)
                                        ORDER BY c.class_start)
                          FROM study_session_clash_notices c WHERE c.session_id = s.id AND c.user_id = $1), '[]') AS "clashesToldYou",
              s.created_at AS "createdAt", s.updated_at AS "updatedAt"
         FROM study_sessions s JOIN study_groups g ON g.id = s.group_id
         LEFT JOIN study_session_answers a ON a.session_id = s.id AND a.user_id = $1
         LEFT JOIN study_session_reminders r ON r.session_id = s.id AND r.user_id = $1
        WHERE s.booked_by = $1 OR a.user_id IS NOT NULL
        ORDER BY s.start_at`,
      [userId],
    )) as Rows;
  }

  /** The student's choice of when to be reminded before a session; none stored means the default. */
  async sessionReminderChoice(userId: string): Promise<{ minutesBefore: number; chosenAt: Date } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT minutes AS "minutesBefore", updated_at AS "chosenAt" FROM session_reminder_settings WHERE user_id = $1`,
      [userId],
    )) as { minutesBefore: number; chosenAt: Date }[];
    return row ?? null;
  }

  async joinLinks(userId: string): Promise<Rows> {
    return (await this.dataSource.query(
      `SELECT l.id, g.id AS "groupId", g.name AS "groupName", l.created_at AS "createdAt", l.expires_at AS "expiresAt", l.revoked_at AS "turnedOffAt"
         FROM group_join_links l JOIN study_groups g ON g.id = l.group_id
        WHERE l.created_by = $1 ORDER BY l.created_at`,
      [userId],
    )) as Rows;
  }

  /** The e-mails this service sent the student, as the Mailer recorded them. */
  sentMails(userId: string): Promise<SentMailRecord[]> {
    return sentMailsOf(this.dataSource, userId);
  }
}
