import { DateTime } from 'luxon';

/*
 * Moves a corpus calendar forward by whole weeks, as ../shared/calendar-corpus/corpus.json says:
 * the VEVENT date values (DTSTART, DTEND, DUE, RECURRENCE-ID, EXDATE, RDATE incl. PERIOD, RRULE
 * UNTIL) move; VTIMEZONEs stay; a UTC value keeps the wall clock of its event's zone. Both the
 * oracle and this package's expander read the shifted text, so they are compared on the same file.
 */

const DATE_PROPERTIES = /^(DTSTART|DTEND|DUE|RECURRENCE-ID|EXDATE|RDATE)([;:])/i;
const VALUE_TOKEN = /\b(\d{8})(T\d{6}Z?)?\b/g;

export function shiftCalendar(text: string, weeks: number): string {
  if (!weeks) return text;
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const calendarZone = zoneOf(lines.find((l) => /^X-WR-TIMEZONE:/i.test(l))?.split(':')[1]);
  const out: string[] = [];
  let event: string[] | undefined;
  for (const line of lines) {
    if (/^BEGIN:VEVENT$/i.test(line)) event = [];
    if (!event) {
      out.push(line);
      continue;
    }
    event.push(line);
    if (/^END:VEVENT$/i.test(line)) {
      out.push(...shiftEvent(event, weeks, calendarZone));
      event = undefined;
    }
  }
  return out.join('\r\n');
}

function shiftEvent(lines: string[], weeks: number, calendarZone: string): string[] {
  const start = lines.find((l) => /^DTSTART[;:]/i.test(l));
  const zone = zoneOf(/TZID="?([^";:]+)"?/i.exec(start ?? '')?.[1]) || calendarZone;
  return lines.map((line) => {
    if (DATE_PROPERTIES.test(line)) {
      const colon = valueStart(line);
      return line.slice(0, colon) + line.slice(colon).replace(VALUE_TOKEN, (_, date: string, time?: string) => shiftToken(date, time, weeks, zone));
    }
    if (/^RRULE:/i.test(line))
      return line.replace(/UNTIL=(\d{8})(T\d{6}Z?)?/i, (_, date: string, time?: string) => `UNTIL=${shiftToken(date, time, weeks, zone)}`);
    return line;
  });
}

/** Where the value starts: the first colon outside a quoted parameter value. */
function valueStart(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return line.length;
}

function shiftToken(date: string, time: string | undefined, weeks: number, zone: string): string {
  const wall = DateTime.fromFormat(`${date}${time?.replace('Z', '') ?? 'T000000'}`, "yyyyMMdd'T'HHmmss", { zone: 'UTC' });
  if (time?.endsWith('Z')) {
    const local = wall.setZone(zone).plus({ weeks });
    return local.setZone('UTC').toFormat("yyyyMMdd'T'HHmmss'Z'");
  }
  const moved = wall.plus({ weeks });
  return time ? moved.toFormat("yyyyMMdd'T'HHmmss") : moved.toFormat('yyyyMMdd');
}

function zoneOf(name: string | undefined): string {
  const zone = name?.trim();
  return zone && DateTime.local({ zone }).isValid ? zone : 'UTC';
}
