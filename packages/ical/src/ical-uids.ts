import { createHash } from 'node:crypto';

/*
 * Timetable systems reuse UIDs (`UID:none`, `0@default` every term, one UID for several
 * sessions). node-ical keeps one VEVENT per UID and drops the rest, so before parsing, series
 * (VEVENTs without RECURRENCE-ID) that share a UID but are different sessions get UIDs of their
 * own: the shared one plus a hash of their DTSTART, which stays the same from one sync to the
 * next. Copies that are versions of one event (the same start, or different SEQUENCE numbers,
 * as when a moved session is republished) stay one event, as RFC 5545 means a UID; overrides
 * keep the UID they name.
 */

interface Series {
  start: string;
  sequence: string;
}

const VEVENT = /^BEGIN:VEVENT\r?\n[\s\S]*?^END:VEVENT$/gim;

export function distinctUids(text: string): string {
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  const byUid = new Map<string, Series[]>();
  for (const event of unfolded.match(VEVENT) ?? []) {
    const uid = uidOf(event);
    // Events without a UID are node-ical's to keep apart (ical-fields.ts derives their ids).
    if (!uid || /^RECURRENCE-ID[;:]/im.test(event)) continue;
    byUid.set(uid, [...(byUid.get(uid) ?? []), { start: lineOf(event, 'DTSTART'), sequence: lineOf(event, 'SEQUENCE') }]);
  }
  const shared = new Set([...byUid].filter(([, series]) => areDistinctSessions(series)).map(([uid]) => uid));
  if (!shared.size) return text;
  return unfolded.replace(VEVENT, (event) => {
    const uid = uidOf(event);
    if (!shared.has(uid) || /^RECURRENCE-ID[;:]/im.test(event)) return event;
    const own = `${uid}#${createHash('sha256').update(lineOf(event, 'DTSTART')).digest('hex').slice(0, 16)}`;
    return event.replace(/^UID:.*$/im, `UID:${own}`);
  });
}

function areDistinctSessions(series: Series[]): boolean {
  return series.length > 1 && new Set(series.map((s) => s.sequence)).size === 1 && new Set(series.map((s) => s.start)).size > 1;
}

function uidOf(event: string): string {
  return (/^UID:(.*)$/im.exec(event)?.[1] ?? '').trim();
}

function lineOf(event: string, name: string): string {
  return new RegExp(`^${name}[;:].*$`, 'im').exec(event)?.[0]?.trim() ?? '';
}
