import { Injectable } from '@nestjs/common';
import type { DataExportFile } from '@overlap/contracts';
import { DataSource } from 'typeorm';

export type DataExportStatus = 'running' | 'ready' | 'failed' | 'expired';

export interface DataExportRow {
  id: string;
  userId: string;
  status: DataExportStatus;
  requestedAt: Date;
  attemptStartedAt: Date;
  missingServices: string[];
  answeredServices: string[];
  archiveSize: number | null;
  completedAt: Date | null;
  expiresAt: Date | null;
  mailedAt: Date | null;
}

interface Row {
  id: string;
  user_id: string;
  status: DataExportStatus;
  requested_at: Date;
  attempt_started_at: Date;
  missing_services: string[];
  answered_services: string[] | null;
  archive_size: number | null;
  completed_at: Date | null;
  expires_at: Date | null;
  mailed_at: Date | null;
}

/** TypeORM answers an UPDATE with [rows, count]. */
type UpdateResult<T> = [T[], number];

// Everything but the archive's bytes, with the services that answered this export so far.
const COLUMNS = `e.id, e.user_id, e.status, e.requested_at, e.attempt_started_at, e.missing_services, e.archive_size, e.completed_at, e.expires_at, e.mailed_at,
  ARRAY(SELECT p.service FROM data_export_parts p WHERE p.export_id = e.id ORDER BY p.service) AS answered_services`;

const toRow = (r: Row): DataExportRow => ({
  id: r.id,
  userId: r.user_id,
  status: r.status,
  requestedAt: new Date(r.requested_at),
  attemptStartedAt: new Date(r.attempt_started_at),
  missingServices: r.missing_services,
  answeredServices: r.answered_services ?? [],
  archiveSize: r.archive_size,
  completedAt: r.completed_at && new Date(r.completed_at),
  expiresAt: r.expires_at && new Date(r.expires_at),
  mailedAt: r.mailed_at && new Date(r.mailed_at),
});

/** `data_exports` and `data_export_parts`: the export requests, the parts answered and the archives (ADR 048). */
@Injectable()
export class DataExportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countSince(userId: string, since: Date): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM data_exports WHERE user_id = $1 AND requested_at >= $2`, [userId, since])) as {
      n: number;
    }[];
    return row!.n;
  }

  /** The new export, or undefined when one of the student's is already running (the partial unique index decides). */
  async create(userId: string): Promise<DataExportRow | undefined> {
    const inserted = (await this.dataSource.query(
      `INSERT INTO data_exports (user_id) VALUES ($1) ON CONFLICT (user_id) WHERE status = 'running' DO NOTHING RETURNING id`,
      [userId],
    )) as { id: string }[];
    return inserted[0] && this.find(userId, inserted[0].id);
  }

  async list(userId: string, limit: number): Promise<DataExportRow[]> {
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM data_exports e WHERE e.user_id = $1 ORDER BY e.requested_at DESC LIMIT $2`, [
      userId,
      limit,
    ])) as Row[];
    return rows.map(toRow);
  }

  /** Only the student's own export: another's is as unknown as one that never existed. */
  async find(userId: string, exportId: string): Promise<DataExportRow | undefined> {
    const [row] = (await this.dataSource.query(`SELECT ${COLUMNS} FROM data_exports e WHERE e.id = $1 AND e.user_id = $2`, [exportId, userId])) as Row[];
    return row && toRow(row);
  }

  async archive(userId: string, exportId: string): Promise<Buffer | undefined> {
    const [row] = (await this.dataSource.query(`SELECT archive FROM data_exports WHERE id = $1 AND user_id = $2 AND status = 'ready'`, [exportId, userId])) as {
      archive: Buffer | null;
    }[];
    return row?.archive ?? undefined;
  }

  /** A failed export runs again; the parts already answered are kept and asked again only if missing. */
  async retry(userId: string, exportId: string): Promise<boolean> {
    const [updated] = (await this.dataSource.query(
      `UPDATE data_exports SET status = 'running', attempt_started_at = now(), lease_until = NULL, missing_services = '{}'
        WHERE id = $1 AND user_id = $2 AND status = 'failed'
          AND NOT EXISTS (SELECT 1 FROM data_exports r WHERE r.user_id = $2 AND r.status = 'running')
        RETURNING id`,
      [exportId, userId],
    )) as UpdateResult<{ id: string }>;
    return updated.length === 1;
  }

  /** One running export no replica is working on, leased to this one for `leaseMs`. */
  async claimDue(leaseMs: number): Promise<DataExportRow | undefined> {
    const [[claimed]] = (await this.dataSource.query(
      `UPDATE data_exports SET lease_until = now() + make_interval(secs => $1::double precision / 1000)
        WHERE id = (SELECT id FROM data_exports WHERE status = 'running' AND (lease_until IS NULL OR lease_until < now())
                    ORDER BY attempt_started_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, user_id`,
      [leaseMs],
    )) as UpdateResult<{ id: string; user_id: string }>;
    return claimed && this.find(claimed.user_id, claimed.id);
  }

  /** Lets the export be claimed again after `delayMs` (the next round of asking). */
  async release(exportId: string, delayMs: number): Promise<void> {
    await this.dataSource.query(`UPDATE data_exports SET lease_until = now() + make_interval(secs => $2::double precision / 1000) WHERE id = $1`, [
      exportId,
      delayMs,
    ]);
  }

  async savePart(exportId: string, service: string, files: DataExportFile[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO data_export_parts (export_id, service, files) VALUES ($1, $2, $3::jsonb)
        ON CONFLICT (export_id, service) DO UPDATE SET files = EXCLUDED.files, answered_at = now()`,
      [exportId, service, JSON.stringify(files)],
    );
  }

  async parts(exportId: string): Promise<Map<string, DataExportFile[]>> {
    const rows = (await this.dataSource.query(`SELECT service, files FROM data_export_parts WHERE export_id = $1`, [exportId])) as {
      service: string;
      files: DataExportFile[];
    }[];
    return new Map(rows.map((r) => [r.service, r.files]));
  }

  /** The archive replaces the parts, which are then of no use and only a second copy of the student's data. */
  async complete(exportId: string, archive: Uint8Array, expiresAt: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [done] = (await manager.query(
        `UPDATE data_exports SET status = 'ready', archive = $2, archive_size = $3, completed_at = now(), expires_at = $4, lease_until = NULL
          WHERE id = $1 AND status = 'running' RETURNING id`,
        [exportId, Buffer.from(archive), archive.byteLength, expiresAt],
      )) as UpdateResult<unknown>;
      if (done.length) await manager.query(`DELETE FROM data_export_parts WHERE export_id = $1`, [exportId]);
      return done.length > 0;
    });
  }

  async fail(exportId: string, missing: string[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE data_exports SET status = 'failed', missing_services = $2, lease_until = NULL, completed_at = now() WHERE id = $1 AND status = 'running'`,
      [exportId, missing],
    );
  }

  async markMailed(exportId: string): Promise<void> {
    await this.dataSource.query(`UPDATE data_exports SET mailed_at = now() WHERE id = $1`, [exportId]);
  }

  /** Archives past their expiry are deleted; the row stays (without data) so the link answers 410. */
  async expireDue(): Promise<number> {
    const [rows] = (await this.dataSource.query(
      `UPDATE data_exports SET status = 'expired', archive = NULL WHERE status = 'ready' AND expires_at <= now() RETURNING id`,
    )) as UpdateResult<unknown>;
    return rows.length;
  }

  /** Failed exports keep the parts that did answer for a retry, but not past the archive's own lifetime. */
  async forgetStaleParts(olderThan: Date): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM data_export_parts p USING data_exports e WHERE p.export_id = e.id AND e.status IN ('failed', 'expired') AND e.attempt_started_at < $1`,
      [olderThan],
    );
  }
}
