import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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
