import { Injectable } from '@nestjs/common';
import { deletedUserDigest } from '@overlap/platform';
import { DataSource } from 'typeorm';
import { hashExportToken, newExportToken } from './export-token.rules';

export interface CalendarExportState {
  createdAt: Date;
  lastReadAt: Date | null;
}

// A calendar app polls every few minutes to hours; the read time is kept to the hour.
const READ_STAMP_INTERVAL = '1 hour';

/** The user's one export link: created or replaced (the old link stops working), read, revoked. */
@Injectable()
export class CalendarExportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A new token for the user, replacing any earlier one; undefined for a deleted user. */
  async renew(userId: string): Promise<{ token: string; createdAt: Date } | undefined> {
    const token = newExportToken();
    const rows: { created_at: Date }[] = await this.dataSource.query(
      `INSERT INTO calendar_exports (user_id, token_hash)
       SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM deleted_users WHERE user_digest = $3)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now(), last_read_at = NULL
       RETURNING created_at`,
      [userId, hashExportToken(token), deletedUserDigest(userId)],
    );
    return rows[0] ? { token, createdAt: rows[0].created_at } : undefined;
  }

  async state(userId: string): Promise<CalendarExportState | undefined> {
    const rows: { created_at: Date; last_read_at: Date | null }[] = await this.dataSource.query(
      `SELECT created_at, last_read_at FROM calendar_exports WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ? { createdAt: rows[0].created_at, lastReadAt: rows[0].last_read_at } : undefined;
  }

  /** Whether there was a link to revoke. */
  async revoke(userId: string): Promise<boolean> {
    const [, count] = (await this.dataSource.query(`DELETE FROM calendar_exports WHERE user_id = $1`, [userId])) as [unknown, number];
    return count > 0;
  }

  /** The owner of a token, noting the read; undefined for a token that is not (or no longer) issued. */
  async ownerOf(token: string): Promise<string | undefined> {
    const hash = hashExportToken(token);
    const rows: { user_id: string }[] = await this.dataSource.query(`SELECT user_id::text FROM calendar_exports WHERE token_hash = $1`, [hash]);
    const userId = rows[0]?.user_id;
    if (userId) {
      await this.dataSource.query(
        `UPDATE calendar_exports SET last_read_at = now()
          WHERE token_hash = $1 AND (last_read_at IS NULL OR last_read_at < now() - interval '${READ_STAMP_INTERVAL}')`,
        [hash],
      );
    }
    return userId;
  }
}
