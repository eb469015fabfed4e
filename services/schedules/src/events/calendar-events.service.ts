import { Injectable } from '@nestjs/common';
import { weekKey, type IsoWeek } from '@overlap/time';
import { isoWeekRange } from '@overlap/time/luxon';
import { parseWindow } from '../calendar/time-window.rules';
import { CalendarReader, type CalendarPiece } from '../occurrences/calendar-reader.service';

/** One ISO week of a user's calendar in their zone. */
export interface CalendarWeek {
  week: IsoWeek;
  /** Monday and Sunday, local dates. */
  monday: string;
  sunday: string;
  zone: string;
  cleared: boolean;
  /** None when the week is cleared. */
  pieces: CalendarPiece[];
}

/** The caller's calendar as the range and week views show it; three queries each (settings, then occurrences and own events at once). */
@Injectable()
export class CalendarEventsService {
  constructor(private readonly reader: CalendarReader) {}

  /** Every day piece of the user's occurrences within [start, end) of their zone, cleared weeks left out. */
  async range(userId: string, start: string, end: string): Promise<CalendarPiece[]> {
    const calendar = await this.reader.calendar(userId);
    const { from, to } = parseWindow(start, end, calendar.zone);
    return (await this.reader.pieces([calendar], from, to, { hideCleared: true })).get(userId)!;
  }

  /** The week's pieces; a cleared week reads no occurrences at all. */
  async week(userId: string, week: IsoWeek): Promise<CalendarWeek> {
    const calendar = await this.reader.calendar(userId);
    const range = isoWeekRange(week, calendar.zone);
    const cleared = calendar.clearedWeekKeys.has(weekKey(week));
    const pieces = cleared ? [] : (await this.reader.pieces([calendar], range.start, range.end, { hideCleared: false })).get(userId)!;
    return { week, monday: range.monday, sunday: range.sunday, zone: calendar.zone, cleared, pieces };
  }

  /** Events the week view shows (or would show, were the week not cleared). */
  async countInWeek(userId: string, week: IsoWeek): Promise<number> {
    const calendar = await this.reader.calendar(userId);
    const range = isoWeekRange(week, calendar.zone);
    return (await this.reader.pieces([calendar], range.start, range.end, { hideCleared: false })).get(userId)!.length;
  }
}
