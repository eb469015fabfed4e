import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { InternalServiceGuard, Public } from '@overlap/platform';
import { parseWindow } from '../calendar/time-window';
import { CalendarReader, type CalendarPiece } from '../occurrences/calendar-reader.service';
import { InternalOccurrencesQuery } from './internal-occurrences.dto';

interface InternalOccurrence {
  start: string;
  end: string;
  title: string;
  location: string;
  type: string;
  allDay: boolean;
}

/**
 * Joins the day pieces of each occurrence back together (pieces of cleared weeks are gone), so an
 * occurrence is cut only where the window or a cleared week cuts it.
 */
function joinPieces(pieces: CalendarPiece[]): InternalOccurrence[] {
  const open = new Map<string, { item: InternalOccurrence; endMs: number }>();
  const out: InternalOccurrence[] = [];
  for (const { occurrence: o, segment: s } of pieces) {
    const key = `${o.sourceId}\u0000${o.occurrenceId}`;
    const last = open.get(key);
    if (last && last.endMs === s.start.toMillis()) {
      last.item.end = s.end.toUTC().toISO()!;
      last.endMs = s.end.toMillis();
      continue;
    }
    const item = { start: s.start.toUTC().toISO()!, end: s.end.toUTC().toISO()!, title: o.title, location: o.location, type: o.eventType, allDay: o.allDay };
    open.set(key, { item, endMs: s.end.toMillis() });
    out.push(item);
  }
  return out;
}

/** For the groups service (schedule comparison); never routed by the gateway. */
@Controller('internal/occurrences')
@Public()
@UseGuards(InternalServiceGuard)
export class InternalOccurrencesController {
  constructor(private readonly reader: CalendarReader) {}

  /** Occurrences of up to 50 users within [from, to) as UTC instants, cleared weeks applied, one query for all. */
  @Get()
  async list(@Query() query: InternalOccurrencesQuery) {
    const { from, to } = parseWindow(query.from, query.to, 'UTC', { start: 'from', end: 'to' });
    const calendars = [...(await this.reader.calendars(query.userIds)).values()];
    const pieces = await this.reader.pieces(calendars, from, to, { hideCleared: true });
    const users: Record<string, { timezone: string; occurrences: InternalOccurrence[] }> = {};
    for (const c of calendars) users[c.userId] = { timezone: c.zone, occurrences: joinPieces(pieces.get(c.userId)!) };
    return { users };
  }
}
