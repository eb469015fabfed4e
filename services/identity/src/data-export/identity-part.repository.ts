import { Injectable } from '@nestjs/common';
import { sentMailsOf, type SentMailRecord } from '@overlap/platform';
import { DataSource } from 'typeorm';

/** Identity's own rows about one student, for their export: never a password hash or a token hash. */
@Injectable()
export class IdentityPartRepository {
  constructor(private readonly dataSource: DataSource) {}

  async profile(userId: string): Promise<Record<string, unknown> | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT id, email, username, first_name AS "firstName", last_name AS "lastName", bio, color_theme AS "colorTheme",
              profile_picture AS "profilePicture", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM users WHERE id = $1`,
      [userId],
    )) as Record<string, unknown>[];
    return row;
  }

  /** The picture the student uploaded and uses, if any (a picture at an outside address is only named in the profile). */
  async picture(userId: string): Promise<{ contentType: string; data: Buffer } | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT u.content_type, u.data FROM uploads u JOIN users s ON s.profile_picture = '/api/objects/avatars/' || u.id
        WHERE s.id = $1 AND u.user_id = $1 AND u.data IS NOT NULL`,
      [userId],
    )) as { content_type: string | null; data: Buffer }[];
    return row ? { contentType: row.content_type ?? 'application/octet-stream', data: row.data } : undefined;
  }

  async settings(userId: string): Promise<Record<string, unknown> | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT language, timezone, dark_mode AS "darkMode", email_notifications AS "emailNotifications", push_notifications AS "pushNotifications",
              profile_visibility AS "profileVisibility", schedule_visibility AS "scheduleVisibility",
              allow_direct_messages AS "allowDirectMessages", show_online_status AS "showOnlineStatus"
         FROM user_settings WHERE user_id = $1`,
      [userId],
    )) as Record<string, unknown>[];
    return row;
  }

  /** One line per session: its refresh tokens rotate, so the newest token says when it was last used. */
  async sessions(userId: string): Promise<Record<string, unknown>[]> {
    return (await this.dataSource.query(
      `SELECT session_id AS "sessionId", min(created_at) AS "startedAt", max(created_at) AS "lastUsedAt",
              max(expires_at) AS "endsAt", max(revoked_at) AS "endedAt"
         FROM refresh_tokens WHERE user_id = $1 GROUP BY session_id ORDER BY min(created_at)`,
      [userId],
    )) as Record<string, unknown>[];
  }

  /** The e-mails identity sent the student (password resets, export ready), as the Mailer recorded them. */
  sentMails(userId: string): Promise<SentMailRecord[]> {
    return sentMailsOf(this.dataSource, userId);
  }

  async exports(userId: string): Promise<Record<string, unknown>[]> {
    return (await this.dataSource.query(
      `SELECT id, status, requested_at AS "requestedAt", completed_at AS "completedAt", expires_at AS "expiresAt", mailed_at AS "mailedAt"
         FROM data_exports WHERE user_id = $1 ORDER BY requested_at`,
      [userId],
    )) as Record<string, unknown>[];
  }
}
