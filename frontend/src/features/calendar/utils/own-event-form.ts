import type { OwnEventDto, OwnEventView } from '@/lib/api-generated/schedules';
import { minutesOf } from './week-layout';

/** What the own-event dialog edits: a day, a start and an end on the student's clock, and the rest. */
export interface OwnEventForm {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  start: string;
  /** HH:MM, the same day */
  end: string;
  location: string;
  note: string;
  weekly: boolean;
  /** YYYY-MM-DD or '' for every week */
  until: string;
  showTitle: boolean;
}

/** The server's limits (docs/product/calendar.md, "Your own events"). */
export const OWN_EVENT_MAX_MINUTES = 12 * 60;
export const OWN_EVENT_TITLE_MAX = 100;
export const OWN_EVENT_PLACE_MAX = 200;
export const OWN_EVENT_NOTE_MAX = 2000;

export type OwnEventProblem = 'titleRequired' | 'titleControl' | 'placeControl' | 'time' | 'endBeforeStart' | 'tooLong' | 'untilBeforeStart';

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes since midnight as HH:MM (24:00 and later stay on the day: 23:59). */
export const clockOf = (minutes: number) => (minutes >= 24 * 60 ? '23:59' : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);

/** A new event on a day, from `startMinutes` for an hour (or to `endMinutes`, as dragged). */
export function newOwnEventForm(date: string, startMinutes = 9 * 60, endMinutes = startMinutes + 60): OwnEventForm {
  return {
    title: '',
    date,
    start: clockOf(startMinutes),
    end: clockOf(Math.min(endMinutes, 24 * 60)),
    location: '',
    note: '',
    weekly: false,
    until: '',
    showTitle: false,
  };
}

/** A stored event as the dialog shows it: its first day and times on the clock it was saved in. */
export function ownEventFormOf(e: OwnEventView): OwnEventForm {
  return {
    title: e.title,
    date: e.start.slice(0, 10),
    start: e.start.slice(11, 16),
    end: e.end.slice(11, 16),
    location: e.location,
    note: e.note,
    weekly: e.repeat === 'weekly',
    until: e.repeatUntil ?? '',
    showTitle: e.showTitle,
  };
}

/** The first thing wrong with the form, checked as the server checks it, so most mistakes never leave the page. */
export function ownEventProblem(f: OwnEventForm): OwnEventProblem | undefined {
  const title = f.title.trim();
  if (!title) return 'titleRequired';
  if (CONTROL.test(title)) return 'titleControl';
  if (CONTROL.test(f.location)) return 'placeControl';
  const [start, end] = [minutesOf(f.start), minutesOf(f.end)];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.date) || Number.isNaN(start) || Number.isNaN(end)) return 'time';
  if (end <= start) return 'endBeforeStart';
  if (end - start > OWN_EVENT_MAX_MINUTES) return 'tooLong';
  if (f.weekly && f.until && f.until < f.date) return 'untilBeforeStart';
  return undefined;
}

/** The request body: times without an offset, which the server reads on the student's clock. */
export function ownEventDto(f: OwnEventForm): OwnEventDto {
  return {
    title: f.title.trim(),
    start: `${f.date}T${f.start}`,
    end: `${f.date}T${f.end}`,
    location: f.location.trim(),
    note: f.note.trim(),
    repeat: f.weekly ? 'weekly' : 'none',
    ...(f.weekly && f.until ? { repeatUntil: f.until } : {}),
    showTitle: f.showTitle,
  };
}

/** Grid pixels to minutes, snapped to the quarter hour. */
export const snapMinutes = (minutes: number, step = 15) => Math.max(0, Math.min(24 * 60, Math.round(minutes / step) * step));
