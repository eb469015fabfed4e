import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { luxonZone } from '@overlap/time/luxon';
import { DateTime } from 'luxon';
import { isoWithOffset } from '../calendar/local-time.rules';
import type { OwnEvent } from '../occurrences/own-occurrences.rules';

/** An own event as the student edits it: its first occurrence in the zone it was saved in. */
export class OwnEventView {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'ISO 8601 with the offset of timeZone' }) start!: string;
  @ApiProperty() end!: string;
  @ApiProperty() location!: string;
  @ApiProperty() note!: string;
  @ApiProperty({ enum: ['none', 'weekly'] }) repeat!: 'none' | 'weekly';
  @ApiPropertyOptional({ description: 'Last day of a weekly event (YYYY-MM-DD)' }) repeatUntil?: string;
  @ApiProperty() showTitle!: boolean;
  @ApiProperty() timeZone!: string;
  @ApiProperty() updatedAt!: string;
}

export class OwnEventsView {
  @ApiProperty({ type: [OwnEventView] }) events!: OwnEventView[];
}

export class OwnEventDeletedView {
  @ApiProperty() message!: string;
  @ApiProperty() id!: string;
}

export function ownEventView(e: OwnEvent): OwnEventView {
  const zone = luxonZone(e.timeZone);
  return {
    id: e.id,
    title: e.title,
    start: isoWithOffset(DateTime.fromJSDate(e.start, { zone })),
    end: isoWithOffset(DateTime.fromJSDate(e.end, { zone })),
    location: e.location,
    note: e.note,
    repeat: e.weekly ? 'weekly' : 'none',
    ...(e.repeatUntil ? { repeatUntil: e.repeatUntil } : {}),
    showTitle: e.showTitle,
    timeZone: e.timeZone,
    updatedAt: e.updatedAt.toISOString(),
  };
}

export const ownEventDeletedView = (e: OwnEvent): OwnEventDeletedView => ({ message: `Event "${e.title}" deleted.`, id: e.id });
