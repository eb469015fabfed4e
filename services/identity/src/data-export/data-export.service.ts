import { Injectable } from '@nestjs/common';
import { identityConfig } from '../config';
import { DataExportAssemblerJob } from './data-export-assembler.job';
import { exportGone, exportNotFailed, exportNotFound, exportNotReady, exportRunning, tooManyExports } from './data-export.errors';
import { DataExportsRepository, type DataExportRow } from './data-exports.repository';

const DAY_MS = 24 * 60 * 60_000;

/** A student's data exports: ask for one, follow it, retry a failed one, download the archive (ADR 048). */
@Injectable()
export class DataExportService {
  constructor(
    private readonly exports: DataExportsRepository,
    private readonly assembler: DataExportAssemblerJob,
  ) {}

  async request(userId: string): Promise<DataExportRow> {
    const { perDay } = identityConfig.dataExport;
    const recent = await this.exports.list(userId, perDay);
    // Running first: a student who clicks twice is told the export is on its way, not to wait a day.
    if (recent.some((e) => e.status === 'running')) throw exportRunning();
    const since = new Date(Date.now() - DAY_MS);
    if (recent.length >= perDay && recent[perDay - 1]!.requestedAt >= since) {
      const retryAfter = Math.ceil((recent[perDay - 1]!.requestedAt.getTime() + DAY_MS - Date.now()) / 1000);
      throw tooManyExports(perDay, Math.max(1, retryAfter));
    }
    const created = await this.exports.create(userId);
    if (!created) throw exportRunning();
    this.assembler.wake();
    return created;
  }

  list(userId: string): Promise<DataExportRow[]> {
    return this.exports.list(userId, 10);
  }

  async retry(userId: string, exportId: string): Promise<DataExportRow> {
    const current = await this.exports.find(userId, exportId);
    if (!current) throw exportNotFound();
    if (current.status !== 'failed') throw exportNotFailed();
    if (!(await this.exports.retry(userId, exportId))) throw exportRunning();
    this.assembler.wake();
    return (await this.exports.find(userId, exportId))!;
  }

  async archive(userId: string, exportId: string): Promise<{ row: DataExportRow; archive: Buffer }> {
    const row = await this.exports.find(userId, exportId);
    if (!row) throw exportNotFound();
    if (row.status === 'expired' || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) throw exportGone();
    if (row.status !== 'ready') throw exportNotReady();
    const archive = await this.exports.archive(userId, exportId);
    if (!archive) throw exportGone();
    return { row, archive };
  }
}
