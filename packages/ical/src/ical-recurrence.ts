import { DateTime, Duration, type Zone } from 'luxon';
import type { VEvent } from 'node-ical';
import {
  DAY_MS,
  describedFields,
  durationOf,
  isCancelled,
  isTransparent,
  sourceZoneOf,
  textOf,
  timeKindOf,
  uidOf,
  zoneOrUndefined,
  type IcalDate,
  type TimeKind,
} from './ical-fields';
import { RANGE_KEY } from './ical-override-lines';
import { LOCAL_ZONE_KEY, type LocalZone } from './ical-zones';
import type { Horizon, Occurrence } from './occurrence';

/*
 * The instances of one VEVENT within the horizon: RRULE, RDATE, EXDATE, RECURRENCE-ID overrides
 * and cancellations, placed in time (zoned, floating or all-day). Fields are ical-fields.ts's.
 */

/** What every event of one calendar is expanded with. */
export interface Context {
  horizon: Horizon;
  floatingZone: string;
  hasVtimezone: boolean;
  /** Zones of events ical-zones.ts placed in wall clock (non-IANA TZIDs), by marker. */
  localZones: Map<string, LocalZone>;
}

/** A start in node-ical's Date domain, with the length of the RDATE PERIOD that named it, if any. */
interface RawInstance {
  start: IcalDate;
  durationMs?: number;
}

type Override = Omit<VEvent, 'recurrences'>;

/** The occurrences of one VEVENT (a series with its overrides, or a single event) that overlap the horizon. */
export function expandEvent(event: VEvent, ctx: Context): Occurrence[] {
  if (isCancelled(event)) return [];
  const kind = timeKindOf(event, ctx);
  const uid = uidOf(event);
  const durationMs = durationOf(event, kind);
  const overrides = overridesOf(event);
  const used = new Set<Override>();
  const excluded = exclusionsOf(event);
  const out: Occurrence[] = [];

  for (const { start: raw, durationMs: periodMs } of rawInstances(event, kind, durationMs, ctx)) {
    const key = keysOf(raw, kind);
    if (excluded.iso.has(key.iso) || excluded.dates.has(key.date)) continue;
    const override = overrides.byIso.get(key.iso) ?? overrides.byDate.get(key.date);
    if (override) {
      used.add(override);
      if (isCancelled(override)) continue;
      const occurrence = fromOverride(event, override, raw, kind, durationMs, uid, ctx);
      if (occurrence) out.push(occurrence);
      continue;
    }
    const range = rangeOverrideFor(raw, overrides.ranges);
    if (range) {
      const moved = fromRangeOverride(event, range, raw, kind, durationMs, uid, ctx);
      if (moved) out.push(moved);
      continue;
    }
    out.push(build(event, uid, raw, raw, kind, periodMs ?? durationMs, ctx));
  }
  // Overrides whose original instance was not generated here (outside the searched range, or
  // the series was edited) still define an occurrence of their own.
  if (event.rrule || rdatesOf(event, kind, ctx).length) {
    for (const override of overrides.all) {
      if (used.has(override) || isCancelled(override) || !(override.recurrenceid instanceof Date)) continue;
      const occurrence = fromOverride(event, override, override.recurrenceid as IcalDate, kind, durationMs, uid, ctx);
      if (occurrence) out.push(occurrence);
    }
  }
  return out.filter((o) => overlaps(o, ctx.horizon));
}

function fromOverride(
  base: VEvent,
  override: Override,
  originalRaw: IcalDate,
  kind: TimeKind,
  baseDurationMs: number,
  uid: string,
  ctx: Context,
): Occurrence | undefined {
  if (!(override.start instanceof Date)) return undefined;
  const overrideKind = timeKindOf(override as VEvent, ctx);
  const duration = override.end instanceof Date ? durationOf(override as VEvent, overrideKind) : baseDurationMs;
  const occurrence = build({ ...base, ...override } as VEvent, uid, override.start as IcalDate, originalRaw, overrideKind, duration, ctx);
  // The id names the instance the override replaces, so it stays stable when the override moves.
  occurrence.occurrenceId = occurrenceIdOf(uid, originalRaw, kind);
  return occurrence;
}

/**
 * The THISANDFUTURE override in force for a later instance: the latest one at or before it. The
 * instance moves as the override moved its own (RFC 5545 §3.8.4.4), with its length and texts.
 */
function rangeOverrideFor(raw: IcalDate, ranges: Override[]): Override | undefined {
  let best: Override | undefined;
  for (const range of ranges) {
    const id = range.recurrenceid as IcalDate;
    if (id.getTime() <= raw.getTime() && (!best || id.getTime() > (best.recurrenceid as IcalDate).getTime())) best = range;
  }
  return best;
}

function fromRangeOverride(
  base: VEvent,
  range: Override,
  raw: IcalDate,
  kind: TimeKind,
  baseDurationMs: number,
  uid: string,
  ctx: Context,
): Occurrence | undefined {
  if (isCancelled(range) || !(range.start instanceof Date)) return undefined;
  const shift = range.start.getTime() - (range.recurrenceid as IcalDate).getTime();
  const moved = new Date(raw.getTime() + shift) as IcalDate;
  const duration = range.end instanceof Date ? durationOf(range as VEvent, kind) : baseDurationMs;
  const occurrence = build({ ...base, ...range } as VEvent, uid, moved, raw, kind, duration, ctx);
  occurrence.occurrenceId = occurrenceIdOf(uid, raw, kind);
  return occurrence;
}

/** Raw starts (node-ical's Date domain) of every instance that may overlap the horizon. */
function rawInstances(event: VEvent, kind: TimeKind, durationMs: number, ctx: Context): RawInstance[] {
  const start = event.start as IcalDate;
  const starts: RawInstance[] = [];
  if (event.rrule) {
    const rule = event.rrule.toString();
    // Sub-hourly rules would produce tens of thousands of instances; no timetable uses them.
    if (/FREQ=(SECONDLY|MINUTELY)/i.test(rule)) return [];
    // Raw floating/all-day values are wall-clock-as-UTC: widen by a day for any zone offset.
    const from = new Date(ctx.horizon.start.getTime() - durationMs - DAY_MS);
    const to = new Date(ctx.horizon.end.getTime() + DAY_MS);
    for (const date of event.rrule.between(from, to, true)) starts.push({ start: date as IcalDate });
  } else {
    starts.push({ start });
  }
  // An RDATE on an instance the rule also produces is that one instance; a PERIOD gives it the
  // period's length (as recurring-ical-events reads RFC 5545), not the rule's.
  const byTime = new Map(starts.map((instance) => [instance.start.getTime(), instance]));
  for (const rdate of rdatesOf(event, kind, ctx)) {
    const same = byTime.get(rdate.start.getTime());
    if (!same) starts.push(rdate);
    else if (rdate.durationMs !== undefined) same.durationMs = rdate.durationMs;
  }
  return starts;
}

function build(event: VEvent, uid: string, rawStart: IcalDate, rawOriginal: IcalDate, kind: TimeKind, durationMs: number, ctx: Context): Occurrence {
  let start: Date;
  let end: Date;
  if (kind === 'date') {
    // An all-day date is a calendar date, the same in every zone: sent as UTC midnights
    // (all_day set, no source zone), which schedules shows on that date for every user.
    const days = Math.max(1, Math.round(durationMs / DAY_MS));
    start = new Date(Date.UTC(rawStart.getUTCFullYear(), rawStart.getUTCMonth(), rawStart.getUTCDate()));
    end = new Date(start.getTime() + days * DAY_MS);
  } else if (kind === 'floating') {
    const zone = wallClockZoneOf(event, ctx);
    start = wallClockToInstant(rawStart, zone);
    end = wallClockToInstant(new Date(rawStart.getTime() + durationMs), zone);
  } else {
    start = new Date(rawStart.getTime());
    end = new Date(rawStart.getTime() + durationMs);
  }
  const { title, description, location, eventType } = describedFields(event);
  return {
    occurrenceId: occurrenceIdOf(uid, rawOriginal, kind),
    uid,
    title,
    description,
    location,
    start,
    end,
    allDay: kind === 'date',
    sourceTimezone: kind === 'zoned' ? sourceZoneOf(event.start as IcalDate) : '',
    eventType,
    ...(isTransparent(event) ? { transparent: true } : {}),
  };
}

/** Where an event's wall clock is: its local zone (ical-zones.ts) or the calendar's floating zone. */
function wallClockZoneOf(event: VEvent, ctx: Context): Zone | string {
  const zone = ctx.localZones.get(textOf((event as unknown as Record<string, unknown>)[LOCAL_ZONE_KEY]));
  return zone && zone !== 'floating' ? zone : ctx.floatingZone;
}

function overlaps(o: Occurrence, horizon: Horizon): boolean {
  const start = o.start.getTime();
  const end = o.end.getTime();
  if (end === start) return start >= horizon.start.getTime() && start < horizon.end.getTime();
  return end > horizon.start.getTime() && start < horizon.end.getTime();
}

function keysOf(raw: IcalDate, kind: TimeKind): { iso: string; date: string } {
  return { iso: kind === 'date' ? `date:${dateKey(raw)}` : raw.toISOString(), date: dateKey(raw) };
}

const dateKey = (d: Date) => d.toISOString().slice(0, 10);

function exclusionsOf(event: VEvent): { iso: Set<string>; dates: Set<string> } {
  const iso = new Set<string>();
  const dates = new Set<string>();
  for (const value of new Set(Object.values(event.exdate ?? {}))) {
    const d = value as IcalDate;
    if (!(d instanceof Date)) continue;
    // A date-only EXDATE removes that day's instance, whatever its time.
    if (d.dateOnly) dates.add(dateKey(d));
    else iso.add(d.toISOString());
  }
  return { iso, dates };
}

function overridesOf(event: VEvent): { all: Override[]; byIso: Map<string, Override>; byDate: Map<string, Override>; ranges: Override[] } {
  const all = [...new Set(Object.values(event.recurrences ?? {}))];
  const byIso = new Map<string, Override>();
  const byDate = new Map<string, Override>();
  const ranges: Override[] = [];
  for (const override of all) {
    const id = override.recurrenceid as IcalDate | undefined;
    if (!(id instanceof Date)) continue;
    if (textOf((override as Record<string, unknown>)[RANGE_KEY]).toUpperCase() === 'THISANDFUTURE') ranges.push(override);
    if (id.dateOnly) {
      byDate.set(dateKey(id), override);
      byIso.set(`date:${dateKey(id)}`, override);
    } else {
      byIso.set(id.toISOString(), override);
    }
  }
  return { all, byIso, byDate, ranges };
}

/**
 * RDATE values (node-ical keeps them as raw text): DATE, DATE-TIME in UTC, with TZID, or
 * floating, and PERIOD (its start). They are returned in the event's raw Date domain.
 */
function rdatesOf(event: VEvent, kind: TimeKind, ctx: Context): RawInstance[] {
  const raw = (event as unknown as { rdate?: unknown }).rdate;
  if (!raw) return [];
  const entries = Array.isArray(raw) ? raw : [raw];
  const out: RawInstance[] = [];
  for (const entry of entries) {
    const params = (typeof entry === 'object' && entry !== null ? (entry as { params?: Record<string, unknown> }).params : undefined) ?? {};
    const value = textOf(entry);
    const tzid = typeof params.TZID === 'string' ? params.TZID.replace(/^"(.*)"$/, '$1') : undefined;
    for (const part of value.split(',')) {
      const [from, to] = part.trim().split('/');
      const date = parseRdateValue(from!, tzid, event.start as IcalDate, kind, ctx);
      if (date) out.push({ start: date, durationMs: to ? periodLengthOf(date, to, tzid, event.start as IcalDate, kind, ctx) : undefined });
    }
  }
  return out;
}

/** A PERIOD's own length (RFC 5545 §3.3.9): to its explicit end, or its duration. */
function periodLengthOf(start: IcalDate, to: string, tzid: string | undefined, dtstart: IcalDate, kind: TimeKind, ctx: Context): number | undefined {
  if (/^[+-]?P/i.test(to)) {
    const duration = Duration.fromISO(to.replace(/^\+/, ''));
    return duration.isValid ? Math.max(0, duration.as('milliseconds')) : undefined;
  }
  const end = parseRdateValue(to, tzid, dtstart, kind, ctx);
  return end ? Math.max(0, end.getTime() - start.getTime()) : undefined;
}

function parseRdateValue(value: string, tzid: string | undefined, start: IcalDate, kind: TimeKind, ctx: Context): IcalDate | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, z] = m;
  const fields = { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h ?? 0), minute: Number(mi ?? 0), second: Number(s ?? 0) };
  const wallClock = new Date(Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second));
  if (kind === 'date' || kind === 'floating') {
    if (!z) return wallClock;
    // A UTC value in a floating series: its wall-clock time in the zone floating times use.
    const local = DateTime.fromJSDate(wallClock, { zone: ctx.floatingZone });
    return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));
  }
  if (z) return wallClock;
  // A TZID that is not IANA (Windows names) is, in practice, the zone DTSTART used.
  const zone = zoneOrUndefined(tzid) ?? zoneOrUndefined(start.tz) ?? 'UTC';
  return DateTime.fromObject(fields, { zone }).toJSDate();
}

function wallClockToInstant(raw: Date, zone: Zone | string): Date {
  return DateTime.fromObject(
    {
      year: raw.getUTCFullYear(),
      month: raw.getUTCMonth() + 1,
      day: raw.getUTCDate(),
      hour: raw.getUTCHours(),
      minute: raw.getUTCMinutes(),
      second: raw.getUTCSeconds(),
    },
    { zone },
  ).toJSDate();
}

function occurrenceIdOf(uid: string, rawOriginal: IcalDate, kind: TimeKind): string {
  return `${uid}|${kind === 'date' ? dateKey(rawOriginal) : rawOriginal.toISOString()}`;
}
