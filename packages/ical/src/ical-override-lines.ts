/*
 * Override lines node-ical misreads, put in a form it keeps (before parsing):
 * - RECURRENCE-ID;RANGE=THISANDFUTURE (RFC 5545 §3.8.4.4) changes the named instance and every
 *   later one; node-ical drops RANGE, so such overrides get X-OVERLAP-RANGE, which
 *   ical-recurrence.ts applies.
 * - Outlook names an instance of an all-day series by its local midnight
 *   (RECURRENCE-ID;TZID=GMT Standard Time:20261015T000000): that is the date 2026-10-15,
 *   whatever the zone's offset, so it becomes RECURRENCE-ID;VALUE=DATE:20261015.
 */

export const RANGE_KEY = 'OVERLAP-RANGE';

export function prepareOverrides(text: string): string {
  let out = /^X-OVERLAP-/im.test(text) ? text.replace(/^X-OVERLAP-[^\r\n]*(\r?\n[ \t][^\r\n]*)*\r?\n/gim, '') : text;
  if (/RANGE=THISANDFUTURE/i.test(out)) {
    out = out.replace(/^(RECURRENCE-ID;[^\r\n]*RANGE=THISANDFUTURE[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)/gim, '$1\r\nX-OVERLAP-RANGE:THISANDFUTURE');
  }
  if (/^RECURRENCE-ID;[^\r\n]*TZID=[^\r\n]*T000000\r?$/im.test(out)) out = out.replace(/BEGIN:VEVENT\r?\n[\s\S]*?END:VEVENT/gi, allDayRecurrenceId);
  return out;
}

function allDayRecurrenceId(event: string): string {
  if (!/^DTSTART;[^\r\n:]*VALUE=DATE[;:]/im.test(event)) return event;
  return event.replace(/^RECURRENCE-ID;[^\r\n]*?:(\d{8})T000000\r?$/im, (line: string, date: string) =>
    line.endsWith('\r') ? `RECURRENCE-ID;VALUE=DATE:${date}\r` : `RECURRENCE-ID;VALUE=DATE:${date}`,
  );
}
