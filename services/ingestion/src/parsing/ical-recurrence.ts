import { DateTime } from 'luxon';
import type { VEvent } from 'node-ical';
import {
  DAY_MS,
  describedFields,
  durationOf,
  isCancelled,
  sourceZoneOf,
  textOf,
  timeKindOf,
  uidOf,
  zoneOrUndefined,
  type IcalDate,
  type TimeKind,
} from './ical-fields';
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

  const instanceStarts = rawInstanceStarts(event, kind, durationMs, ctx);
  for (const raw of instanceStarts) {
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
    out.push(build(event, uid, raw, raw, kind, durationMs, ctx));
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

/** Raw starts (node-ical's Date domain) of every instance that may overlap the horizon. */
function rawInstanceStarts(event: VEvent, kind: TimeKind, durationMs: number, ctx: Context): IcalDate[] {
  const start = event.start as IcalDate;
  const starts: IcalDate[] = [];
  if (event.rrule) {
    const rule = event.rrule.toString();
    // Sub-hourly rules would produce tens of thousands of instances; no timetable uses them.
    if (/FREQ=(SECONDLY|MINUTELY)/i.test(rule)) return [];
    // Raw floating/all-day values are wall-clock-as-UTC: widen by a day for any zone offset.
    const from = new Date(ctx.horizon.start.getTime() - durationMs - DAY_MS);
    const to = new Date(ctx.horizon.end.getTime() + DAY_MS);
    for (const date of event.rrule.between(from, to, true)) starts.push(date as IcalDate);
  } else {
    starts.push(start);
  }
  starts.push(...rdatesOf(event, kind, ctx));
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
    start = wallClockToInstant(rawStart, ctx.floatingZone);
    end = wallClockToInstant(new Date(rawStart.getTime() + durationMs), ctx.floatingZone);
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
  };
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

function overridesOf(event: VEvent): { all: Override[]; byIso: Map<string, Override>; byDate: Map<string, Override> } {
  const all = [...new Set(Object.values(event.recurrences ?? {}))];
  const byIso = new Map<string, Override>();
  const byDate = new Map<string, Override>();
  for (const override of all) {
    const id = override.recurrenceid as IcalDate | undefined;
    if (!(id instanceof Date)) continue;
    if (id.dateOnly) {
      byDate.set(dateKey(id), override);
      byIso.set(`date:${dateKey(id)}`, override);
    } else {
      byIso.set(id.toISOString(), override);
    }
  }
  return { all, byIso, byDate };
}

/**
 * RDATE values (node-ical keeps them as raw text): DATE, DATE-TIME in UTC, with TZID, or
 * floating, and PERIOD (its start). They are returned in the event's raw Date domain.
 */
function rdatesOf(event: VEvent, kind: TimeKind, ctx: Context): IcalDate[] {
  const raw = (event as unknown as { rdate?: unknown }).rdate;
  if (!raw) return [];
  const entries = Array.isArray(raw) ? raw : [raw];
  const out: IcalDate[] = [];
  for (const entry of entries) {
    const params = (typeof entry === 'object' && entry !== null ? (entry as { params?: Record<string, unknown> }).params : undefined) ?? {};
    const value = textOf(entry);
    const tzid = typeof params.TZID === 'string' ? params.TZID.replace(/^"(.*)"$/, '$1') : undefined;
    for (const part of value.split(',')) {
      const date = parseRdateValue(part.trim().split('/')[0]!, tzid, event.start as IcalDate, kind, ctx);
      if (date) out.push(date);
    }
  }
  return out;
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

function wallClockToInstant(raw: Date, zone: string): Date {
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
