import { ApiProperty } from '@nestjs/swagger';
import { DATA_EXPORT_SERVICES } from '@overlap/contracts';
import type { DataExportRow } from './data-exports.repository';

const PARTS = ['identity', ...DATA_EXPORT_SERVICES];

export class DataExportView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['running', 'ready', 'failed', 'expired'] }) status!: string;
  @ApiProperty({ format: 'date-time' }) requestedAt!: string;
  /** The parts of the archive so far, for the progress bar. */
  @ApiProperty({ description: 'Parts answered so far' }) partsAnswered!: number;
  @ApiProperty({ description: 'Parts the archive needs' }) partsTotal!: number;
  @ApiProperty({ type: [String], description: 'Services that did not answer in time (a failed export)' }) missingServices!: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Archive size in bytes' }) size!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Where the signed-in owner downloads the ZIP' }) downloadUrl!: string | null;
}

export function toDataExportView(row: DataExportRow): DataExportView {
  const ready = row.status === 'ready' && (!row.expiresAt || row.expiresAt.getTime() > Date.now());
  // Identity's own part is read when the archive is built: it counts as answered once the export is ready.
  const answered = row.answeredServices.length + (row.status === 'ready' ? 1 : 0);
  return {
    id: row.id,
    status: row.status === 'ready' && !ready ? 'expired' : row.status,
    requestedAt: row.requestedAt.toISOString(),
    partsAnswered: row.status === 'ready' || row.status === 'expired' ? PARTS.length : answered,
    partsTotal: PARTS.length,
    missingServices: row.missingServices,
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: ready ? row.archiveSize : null,
    downloadUrl: ready ? `/api/users/me/data-exports/${row.id}/archive` : null,
  };
}
