import { createHash } from 'node:crypto';
import { isValidTimeZone } from '@overlap/time';
import type { VEvent } from 'node-ical';
import { eventTypeOf } from './event-type';
import { locationLines, plainDescription } from './event-text';
import { LOCAL_ZONE_KEY } from './ical-zones';
import type { Occurrence } from './occurrence';

/*
 * What one VEVENT says, read field by field from node-ical's values: how its times are stated,
 * its length, identity, texts, type, status and zone. Recurrence is ical-recurrence.ts's.
 */

export const DAY_MS = 86_400_000;
const MAX_TITLE = 300;
const MAX_LOCATION = 300;
const MAX_DESCRIPTION = 2_000;

/** Dates as node-ical returns them: instants with non-enumerable metadata. */
export type IcalDate = Date & { tz?: string; dateOnly?: boolean };

/**
 * How a VEVENT states its times. node-ical gives every value as a Date; with the process in
 * UTC (instrument.ts) the UTC fields of floating and all-day values are their wall-clock fields.
 */
export type TimeKind = 'zoned' | 'floating' | 'date';

/** The texts and type of an occurrence, clipped to what schedules stores. */
export function describedFields(event: VEvent): Pick<Occurrence, 'title' | 'description' | 'location' | 'eventType'> {
  const title = clip(textOf(event.summary).trim(), MAX_TITLE) || 'Untitled event';
  const categories = categoriesOf(event);
  return {
    title,
    description: clip(plainDescription(textOf(event.description), htmlAltDescriptionOf(event)), MAX_DESCRIPTION),
    location: clip(locationLines(textOf(event.location)), MAX_LOCATION),
    eventType: eventTypeOf(categories, title),
  };
}

export function timeKindOf(event: VEvent, ctx: { hasVtimezone: boolean }): TimeKind {
  const start = event.start as IcalDate;
  if (event.datetype === 'date' || start.dateOnly) return 'date';
  // Wall clock of a zone the file defines itself (ical-zones.ts): placed like floating time.
  if (textOf((event as unknown as Record<string, unknown>)[LOCAL_ZONE_KEY])) return 'floating';
  if (start.tz || ctx.hasVtimezone) return 'zoned';
  return 'floating';
}

export function durationOf(event: VEvent, kind: TimeKind): number {
  const start = event.start as IcalDate;
  const end = event.end instanceof Date ? (event.end as IcalDate) : undefined;
  if (kind === 'date') {
    if (!end) return DAY_MS;
    return Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS)) * DAY_MS;
  }
  return end ? Math.max(0, end.getTime() - start.getTime()) : 0;
}

export function uidOf(event: VEvent): string {
  const uid = textOf(event.uid).trim();
  if (uid) return uid;
  // Without a UID node-ical files the event under a random key; derive a stable one instead.
  const basis = [textOf(event.summary), (event.start as Date).toISOString(), textOf(event.location)].join('\u0000');
  return `generated-${createHash('sha256').update(basis).digest('hex').slice(0, 24)}`;
}

/** X-ALT-DESC when it is HTML (node-ical keeps it as `ALT-DESC` with its parameters). */
function htmlAltDescriptionOf(event: VEvent): { html: string } | undefined {
  const alt = (event as unknown as Record<string, unknown>)['ALT-DESC'];
  const params = (typeof alt === 'object' && alt !== null ? (alt as { params?: Record<string, unknown> }).params : undefined) ?? {};
  return String(params.FMTTYPE ?? '').toLowerCase() === 'text/html' ? { html: textOf(alt) } : undefined;
}

function categoriesOf(event: VEvent): string[] {
  const raw = event.categories as unknown;
  if (!raw) return [];
  return (Array.isArray(raw) ? raw : [raw]).map((c) => textOf(c)).filter(Boolean);
}

/**
 * Shown but never busy time: TRANSP:TRANSPARENT (RFC 5545 §3.8.2.7), and a deadline that takes
 * no time (Canvas writes assignments as all-day events whose DTEND equals DTSTART).
 */
export function isTransparent(event: VEvent): boolean {
  if (textOf(event.transparency).trim().toUpperCase() === 'TRANSPARENT') return true;
  return event.end instanceof Date && event.start instanceof Date && event.end.getTime() === event.start.getTime();
}

export function isCancelled(event: { status?: unknown }): boolean {
  return textOf(event.status).toUpperCase() === 'CANCELLED';
}

export function sourceZoneOf(start: IcalDate): string {
  const tz = start.tz;
  if (!tz || /^(etc\/)?(utc|gmt|z)$/i.test(tz)) return '';
  return zoneOrUndefined(tz) ?? '';
}

export function zoneOrUndefined(zone: string | undefined): string | undefined {
  return isValidTimeZone(zone) ? zone : undefined;
}

/** node-ical values: a string, a `{ params, val }` pair, or a list of either (repeated properties). */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  if (typeof value === 'object' && 'val' in value) return textOf((value as { val: unknown }).val);
  return '';
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
