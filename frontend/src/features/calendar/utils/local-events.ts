import type { LocalEvent } from '../api/calendar-api';

/** Where earlier versions of the app kept the events list in the browser (docs/product/calendar-feeds.md; ADR 014). */
export const LOCAL_EVENTS_KEY = 'events';
/** The migrate call takes at most this many events at once. */
export const MIGRATE_BATCH = 1000;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const isDateTime = (value: string) => !Number.isNaN(Date.parse(value));

/** The stored list as the migrate call takes it: entries without a title, start and end are left out. */
export function readLocalEvents(storage: Pick<Storage, 'getItem'>): LocalEvent[] | null {
  let raw: string | null;
  try {
    raw = storage.getItem(LOCAL_EVENTS_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  const events: LocalEvent[] = [];
  for (const item of list as Record<string, unknown>[]) {
    if (!item || typeof item !== 'object') continue;
    const title = text(item.title) ?? text(item.summary);
    const start = text(item.start);
    const end = text(item.end);
    if (!title || !start || !end || !isDateTime(start) || !isDateTime(end)) continue;
    events.push({ title: title.slice(0, 300), start, end, location: text(item.location)?.slice(0, 300), description: text(item.description)?.slice(0, 2000) });
  }
  return events;
}

export function batches<T>(items: T[], size = MIGRATE_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
