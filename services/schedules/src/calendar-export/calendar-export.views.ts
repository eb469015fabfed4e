import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { schedulesConfig } from '../config';
import type { CalendarExportState } from './calendar-exports.repository';
import { EXPORT_WEEKS } from './export-window.rules';

const FEED_PATH = '/api/ics/export';

/** GET /api/ics/export: whether the user has a link; the link itself is shown only when made. */
export class CalendarExportStateView {
  @ApiProperty() active!: boolean;
  @ApiPropertyOptional({ format: 'date-time' }) createdAt?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'When a calendar app last fetched the link (to the hour)' })
  lastReadAt?: string | null;
  @ApiProperty({ description: 'Weeks before the current one the export covers' }) weeksBack!: number;
  @ApiProperty({ description: 'Weeks after the current one the export covers' }) weeksAhead!: number;
}

/** POST /api/ics/export: the new private link (any earlier one stops working). */
export class CalendarExportLinkView {
  @ApiProperty({ description: 'https address to subscribe to (Google, Outlook)' }) url!: string;
  @ApiProperty({ description: 'The same address as webcal:// (Apple Calendar and others open it directly)' }) webcalUrl!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class CalendarExportRevokedView {
  @ApiProperty({ description: 'False when there was no link' }) revoked!: boolean;
}

export function toCalendarExportStateView(state: CalendarExportState | undefined): CalendarExportStateView {
  const weeks = { weeksBack: EXPORT_WEEKS.back, weeksAhead: EXPORT_WEEKS.ahead };
  return state
    ? { active: true, createdAt: state.createdAt.toISOString(), lastReadAt: state.lastReadAt?.toISOString() ?? null, ...weeks }
    : { active: false, ...weeks };
}

/** The token appears in this answer only: it is stored as a hash. */
export function toCalendarExportLinkView(made: { token: string; createdAt: Date }): CalendarExportLinkView {
  const url = `${schedulesConfig.appBaseUrl}${FEED_PATH}/${made.token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: made.createdAt.toISOString() };
}
