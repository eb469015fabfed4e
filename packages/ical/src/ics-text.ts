import { CALENDAR_MESSAGES, CalendarParseError } from './calendar-parse.errors';

/** The body as text: UTF-8 (RFC 5545's charset) unless the server names another; BOM dropped. */
export function decodeIcsBody(body: Buffer, contentType = ''): string {
  const charset = /charset="?([\w-]+)"?/i.exec(contentType)?.[1]?.toLowerCase();
  let text: string;
  try {
    text = new TextDecoder(charset && charset !== 'utf-8' && charset !== 'utf8' ? charset : 'utf-8').decode(body);
  } catch {
    text = new TextDecoder('utf-8').decode(body);
  }
  return text.replace(/^\uFEFF/, '');
}

/**
 * Refuses what is not a usable calendar before the parser sees it: an empty body, a web page
 * or other non-iCalendar content, and files whose components do not open and close in order
 * (typically a truncated download) — node-ical would silently return fewer events for those.
 */
export function checkIcsText(text: string): void {
  if (!text.trim()) throw new CalendarParseError(CALENDAR_MESSAGES.empty, 'empty body');
  const head = text.slice(0, 4096).trimStart();
  if (!/^BEGIN:VCALENDAR/im.test(head)) throw new CalendarParseError(CALENDAR_MESSAGES.notCalendar, `starts with ${JSON.stringify(head.slice(0, 40))}`);
  const open: string[] = [];
  let calendars = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const begin = /^BEGIN:([A-Za-z-]+)$/i.exec(line);
    if (begin) {
      open.push(begin[1]!.toUpperCase());
      continue;
    }
    const end = /^END:([A-Za-z-]+)$/i.exec(line);
    if (end) {
      const name = end[1]!.toUpperCase();
      if (open.pop() !== name)
        throw new CalendarParseError(CALENDAR_MESSAGES.malformed(`END:${name} does not close the component that is open`), 'unbalanced components');
      if (name === 'VCALENDAR') calendars++;
    }
  }
  if (open.length) throw new CalendarParseError(CALENDAR_MESSAGES.malformed(`the file ends inside ${open.at(-1)} (it looks cut off)`), 'unclosed components');
  if (!calendars) throw new CalendarParseError(CALENDAR_MESSAGES.notCalendar, 'no VCALENDAR');
}
