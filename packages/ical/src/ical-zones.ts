import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isValidTimeZone } from '@overlap/time';
import { DateTime, type Zone } from 'luxon';
import { VtimezoneZone, type Observance, type WallClock } from './vtimezone-zone';

/*
 * RFC 5545 §3.2.19: a TZID names the file's own VTIMEZONE. node-ical only knows IANA and
 * Windows names and reads any other TZID as UTC, so the text is prepared before it parses it
 * (the order is readingOf's):
 *
 * - a TZID the file defines that is not an IANA name as written (`Nowhere/Middle`, or
 *   `Europe/lisbon` with central-European rules) is read with the file's definition;
 * - a globally unique name (Evolution's `/freeassociation.sourceforge.net/Europe/Berlin`,
 *   Lightning's `/mozilla.org/…/America/New_York`, `/Europe/Stockholm`) becomes its IANA name;
 * - a TZID that is neither defined nor known is read as floating time, never as UTC.
 *
 * An event in a file-defined zone is handed to node-ical as wall clock written in UTC (so its
 * rule repeats in local time) with X-OVERLAP-LOCAL-ZONE naming the zone; ical-recurrence.ts
 * places its instances with the zone returned here. Windows names stay node-ical's to map.
 */

export const LOCAL_ZONE_PROPERTY = 'X-OVERLAP-LOCAL-ZONE';
/** The key node-ical files the marker under (it drops the X- of custom properties). */
export const LOCAL_ZONE_KEY = 'OVERLAP-LOCAL-ZONE';

const DATE_PROPERTIES = /^(DTSTART|DTEND|DUE|RECURRENCE-ID|EXDATE|RDATE)$/i;
const DATE_TIME = /\b(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)\b/g;

/** Where an event marked with X-OVERLAP-LOCAL-ZONE is: a zone, or floating time (the student's or X-WR-TIMEZONE). */
export type LocalZone = Zone | 'floating';

export interface PreparedZones {
  text: string;
  /** Zones of events marked with X-OVERLAP-LOCAL-ZONE, by the marker's value. */
  localZones: Map<string, LocalZone>;
}

export function prepareZones(text: string): PreparedZones {
  const localZones = new Map<string, LocalZone>();
  if (!/TZID/i.test(text)) return { text, localZones };
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const definitions = readVtimezones(lines);
  const renamed = new Map<string, string>();
  for (const tzid of usedTzids(lines)) {
    const reading = readingOf(tzid, definitions);
    if (reading === 'floating' || (reading && typeof reading !== 'string')) localZones.set(tzid, reading);
    else if (reading && reading !== tzid) renamed.set(tzid, reading);
  }
  if (!renamed.size && !localZones.size) return { text, localZones };
  return { text: rewrite(lines, renamed, localZones), localZones };
}

/**
 * How one TZID is read (ADR 023): an exact IANA name with the IANA rules (a file's copy of them
 * is often stale); else the file's VTIMEZONE, matched by exact name, then in any letter case;
 * else the IANA tail of a globally unique name; else a Windows name for node-ical; else floating.
 */
function readingOf(tzid: string, definitions: Map<string, Observance[]>): string | LocalZone | undefined {
  if (isExactIanaName(tzid)) return tzid;
  // Windows names (Outlook) are node-ical's: it maps them to the IANA zone CLDR names.
  if (WINDOWS_NAMES.has(normalizedLabel(tzid))) return undefined;
  const observances = definitions.get(tzid) ?? [...definitions].find(([name]) => name.toLowerCase() === tzid.toLowerCase())?.[1];
  if (observances?.length) return new VtimezoneZone(tzid, observances);
  const tail = globalTailOf(tzid);
  if (tail) return tail;
  if (isValidTimeZone(tzid)) return tzid;
  // A name no one defines: floating time, not UTC.
  return 'floating';
}

/**
 * Whether the runtime knows the name as written. Intl accepts any letter case, so a name counts
 * when it is a canonical zone id, or a link (US/Eastern) whose canonical id is another name.
 */
function isExactIanaName(tzid: string): boolean {
  if (!isValidTimeZone(tzid)) return false;
  if (CANONICAL.has(tzid)) return true;
  const canonical = new Intl.DateTimeFormat('en-US', { timeZone: tzid }).resolvedOptions().timeZone;
  return canonical.toLowerCase() !== tzid.toLowerCase();
}

const CANONICAL = new Set<string>([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/** The Windows zone labels node-ical maps (its own CLDR table), compared as it compares them. */
const WINDOWS_NAMES = new Set(
  Object.keys(JSON.parse(readFileSync(join(dirname(require.resolve('node-ical/package.json')), 'windowsZones.json'), 'utf8')) as object).flatMap((label) => {
    const bare = label.replace(/^\((utc|gmt)[^)]*\)\s*/i, '');
    return [label, bare, ...bare.split(',')].map(normalizedLabel);
  }),
);

function normalizedLabel(label: string): string {
  return label.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The IANA zone at the end of a globally unique (slash-prefixed) name such as /mozilla.org/20070129_1/America/New_York. */
function globalTailOf(tzid: string): string | undefined {
  if (!tzid.startsWith('/')) return undefined;
  const parts = tzid.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const name = parts.slice(i).join('/');
    if (isExactIanaName(name)) return name;
  }
  return undefined;
}

function readVtimezones(lines: string[]): Map<string, Observance[]> {
  const out = new Map<string, Observance[]>();
  let tzid: string | undefined;
  let observances: Observance[] = [];
  let current: Partial<Observance> | undefined;
  for (const line of lines) {
    const upper = line.toUpperCase();
    if (upper === 'BEGIN:VTIMEZONE') {
      tzid = undefined;
      observances = [];
    } else if (upper === 'END:VTIMEZONE') {
      // A repeated VTIMEZONE (some exports write one per event) keeps the first definition.
      if (tzid && !out.has(tzid)) out.set(tzid, observances);
    } else if (upper === 'BEGIN:STANDARD' || upper === 'BEGIN:DAYLIGHT') {
      current = { rule: '', rdates: [], name: '' };
    } else if (upper === 'END:STANDARD' || upper === 'END:DAYLIGHT') {
      if (current?.start && current.offsetFrom !== undefined && current.offsetTo !== undefined) observances.push(current as Observance);
      current = undefined;
    } else {
      const { name, value } = split(line);
      if (!current) {
        if (name === 'TZID') tzid = unquote(value);
      } else if (name === 'DTSTART') current.start = wallClockOf(value);
      else if (name === 'TZOFFSETFROM') current.offsetFrom = offsetMinutes(value);
      else if (name === 'TZOFFSETTO') current.offsetTo = offsetMinutes(value);
      else if (name === 'RRULE') current.rule = value;
      else if (name === 'TZNAME') current.name = value;
      else if (name === 'RDATE')
        current.rdates!.push(
          ...value
            .split(',')
            .map(wallClockOf)
            .filter((w): w is WallClock => !!w),
        );
    }
  }
  return out;
}

function usedTzids(lines: string[]): Set<string> {
  const out = new Set<string>();
  let inZone = false;
  for (const line of lines) {
    if (/^BEGIN:VTIMEZONE$/i.test(line)) inZone = true;
    else if (/^END:VTIMEZONE$/i.test(line)) inZone = false;
    else if (!inZone) {
      const tzid = tzidOf(split(line).params);
      if (tzid) out.add(tzid);
    }
  }
  return out;
}

function rewrite(lines: string[], renamed: Map<string, string>, localZones: Map<string, LocalZone>): string {
  const out: string[] = [];
  let event: string[] | undefined;
  for (const line of lines) {
    if (/^BEGIN:VEVENT$/i.test(line)) event = [];
    if (!event) {
      out.push(renameTzid(line, renamed));
      continue;
    }
    event.push(line);
    if (/^END:VEVENT$/i.test(line)) {
      out.push(...rewriteEvent(event, renamed, localZones));
      event = undefined;
    }
  }
  return out.join('\r\n');
}

function rewriteEvent(lines: string[], renamed: Map<string, string>, localZones: Map<string, LocalZone>): string[] {
  const startTzid = tzidOf(split(lines.find((l) => /^DTSTART[;:]/i.test(l)) ?? '').params);
  const local = startTzid !== undefined ? localZones.get(startTzid) : undefined;
  const out = lines
    .filter((line) => !line.toUpperCase().startsWith(`${LOCAL_ZONE_PROPERTY}:`))
    .map((line) => {
      const { name, params, value, raw } = split(line);
      if (name === 'RRULE' && local) {
        // UNTIL in UTC becomes the wall clock of the local zone, like the instances it bounds.
        return line.replace(/UNTIL=(\d{8}T\d{6})Z/i, (_, v: string) => `UNTIL=${toWall(v, 'UTC', local)}Z`);
      }
      if (!DATE_PROPERTIES.test(name)) return line;
      const tzid = tzidOf(params);
      if (local) return rewriteValue(name, params, value, tzid, local, localZones, renamed);
      const zone = tzid === undefined ? undefined : localZones.get(tzid);
      if (zone) {
        // A value in a local zone on an event that is not: the instant it names, in UTC.
        return `${name}${withoutTzid(params)}:${value.replace(DATE_TIME, (token: string) => `${toWall(token.replace(/Z$/, ''), zone, 'UTC')}Z`)}`;
      }
      return renameTzid(raw, renamed);
    });
  if (local) out.splice(1, 0, `${LOCAL_ZONE_PROPERTY}:${startTzid}`);
  return out;
}

/** One date property of an event placed in a local zone: every DATE-TIME as that zone's wall clock. */
function rewriteValue(
  name: string,
  params: string,
  value: string,
  tzid: string | undefined,
  local: LocalZone,
  localZones: Map<string, LocalZone>,
  renamed: Map<string, string>,
): string {
  const from = tzid === undefined ? undefined : (localZones.get(tzid) ?? renamed.get(tzid) ?? tzid);
  // node-ical parses these in UTC (wall clock written as UTC); RDATE is ours and stays floating.
  const suffix = name === 'RDATE' ? '' : 'Z';
  const converted = value.replace(DATE_TIME, (token: string, ...groups: string[]) => {
    const wall = token.replace(/Z$/, '');
    const source = groups[6] === 'Z' ? 'UTC' : from;
    return `${source === undefined || source === local ? wall : toWall(wall, source, local)}${suffix}`;
  });
  return `${name}${withoutTzid(params)}:${converted}`;
}

/** A wall clock in one zone as the wall clock of the same instant in another; floating time moves nothing. */
function toWall(wall: string, from: LocalZone | string, to: LocalZone | string): string {
  if (from === 'floating' || to === 'floating') return wall;
  return DateTime.fromFormat(wall, "yyyyMMdd'T'HHmmss", { zone: from }).setZone(to).toFormat("yyyyMMdd'T'HHmmss");
}

function renameTzid(line: string, renamed: Map<string, string>): string {
  if (!renamed.size) return line;
  const { name, params, value } = split(line);
  const tzid = tzidOf(params);
  if (tzid === undefined || !renamed.has(tzid)) return line;
  return `${name}${withoutTzid(params)};TZID=${renamed.get(tzid)}:${value}`;
}

function split(line: string): { name: string; params: string; value: string; raw: string } {
  let quoted = false;
  let colon = line.length;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  const head = line.slice(0, colon);
  const semicolon = head.indexOf(';');
  return {
    name: (semicolon < 0 ? head : head.slice(0, semicolon)).toUpperCase(),
    params: semicolon < 0 ? '' : head.slice(semicolon),
    value: line.slice(colon + 1),
    raw: line,
  };
}

function tzidOf(params: string): string | undefined {
  const m = /;TZID=("[^"]*"|[^;]*)/i.exec(params);
  return m ? unquote(m[1]!) : undefined;
}

function withoutTzid(params: string): string {
  return params.replace(/;TZID=("[^"]*"|[^;]*)/i, '');
}

function unquote(value: string): string {
  return value.replace(/^"(.*)"$/, '$1');
}

function wallClockOf(value: string): WallClock | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2}))?/.exec(value.trim());
  if (!m) return undefined;
  return { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +(m[4] ?? 0), minute: +(m[5] ?? 0), second: +(m[6] ?? 0) };
}

function offsetMinutes(value: string): number | undefined {
  const m = /^([+-])(\d{2})(\d{2})(\d{2})?$/.exec(value.trim());
  if (!m) return undefined;
  const minutes = Number(m[2]) * 60 + Number(m[3]) + Number(m[4] ?? 0) / 60;
  return m[1] === '-' ? -minutes : minutes;
}
