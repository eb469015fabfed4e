import { ApiProperty } from '@nestjs/swagger';
import type { FeedPreview, PreviewEvent, PreviewWeek } from './preview-weeks.rules';

export class PreviewEventView implements PreviewEvent {
  @ApiProperty() title!: string;
  @ApiProperty() location!: string;
  @ApiProperty({ description: 'Lecture, Seminar, … as the calendar shows it' }) type!: string;
  @ApiProperty({ example: '2026-09-07', description: 'The local date the event starts on' }) date!: string;
  @ApiProperty({ minimum: 1, maximum: 7, description: '1 = Monday … 7 = Sunday' }) weekday!: number;
  @ApiProperty({ example: '09:15', description: "Local start, 'HH:MM'; '' for an all-day event" }) start!: string;
  @ApiProperty({ example: '11:00', description: "Local end, 'HH:MM' ('23:59' when it runs past midnight); '' for an all-day event" }) end!: string;
  @ApiProperty() allDay!: boolean;
}

export class PreviewWeekView implements PreviewWeek {
  @ApiProperty({ description: 'ISO week number' }) week!: number;
  @ApiProperty({ description: 'ISO week-numbering year' }) year!: number;
  @ApiProperty({ example: '2026-09-07' }) monday!: string;
  @ApiProperty({ type: [PreviewEventView] }) events!: PreviewEventView[];
}

/** What the feed would put in the calendar, read now and stored nowhere. */
export class FeedPreviewView implements FeedPreview {
  @ApiProperty({ description: "The zone the times are in (the student's)" }) timezone!: string;
  @ApiProperty({ description: 'Events from the start of this week to 26 weeks ahead' }) upcomingCount!: number;
  @ApiProperty({ type: [PreviewWeekView], description: 'The first weeks with events from this week on (empty when there are none)' })
  weeks!: PreviewWeekView[];
}
