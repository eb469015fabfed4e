export interface IcsEvent {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  location?: string;
  categories?: string;
  description?: string;
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\n/g, '\\n');

/** A feed of single events in UTC, the way TimeEdit and most timetable systems publish. */
export function icsCalendar(events: IcsEvent[], name = 'Test timetable'): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Overlap tests//EN', `X-WR-CALNAME:${escape(name)}`];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, 'DTSTAMP:20260101T000000Z', `DTSTART:${utc(e.start)}`, `DTEND:${utc(e.end)}`, `SUMMARY:${escape(e.summary)}`);
    if (e.location) lines.push(`LOCATION:${escape(e.location)}`);
    if (e.categories) lines.push(`CATEGORIES:${escape(e.categories)}`);
    if (e.description) lines.push(`DESCRIPTION:${escape(e.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
