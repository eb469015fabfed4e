// Schedules' internal occurrences endpoint, read by groups for the schedule comparison
// (docs/adr/017-internal-contracts.md). Never routed by the gateway; callers send the platform's
// internal service credential.

export const INTERNAL_OCCURRENCES_PATH = '/internal/occurrences';

/** Users per call: schedules refuses more, groups asks for larger groups in several calls. */
export const INTERNAL_OCCURRENCES_MAX_USERS = 50;

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayName = (typeof DAY_NAMES)[number];

/** These users' busy time on the local dates [from, to) of the viewer's zone. */
export interface InternalOccurrencesRequest {
  userIds: readonly string[];
  /** The first date, YYYY-MM-DD. */
  from: string;
  /** The date after the last one, YYYY-MM-DD. */
  to: string;
  /** The viewer's IANA zone: entries are cut at its midnights and given on its clock. */
  timeZone: string;
  /**
   * The student looking, when they are one of `userIds`: their own events come with title and place. Everyone
   * else's own events are busy time without a title unless their owner shows it (ADR 045).
   */
  viewerId?: string;
  /**
   * The group whose page asks (presence's "On campus now"; the caller has checked the viewer is a member): that
   * group's study sessions come with their title and type 'Study session', as its members see them, with who is
   * going, in its session list. Every other session stays busy time without a title (ADR 052, ADR 056).
   */
  groupId?: string;
}

/**
 * The entry types that are no class: a study session (one's own, or titled for its own group), an own event whose
 * owner shows its title, and busy time with nothing more (another group's session, an own event without its title).
 * Every other type is a class from the member's timetable.
 */
export const ENTRY_TYPES = { session: 'Study session', ownEvent: 'Personal', busy: 'busy' } as const;

/**
 * One member's busy time on one of the viewer's days (a comparison entry: docs/product/groups-and-comparison.md). A class over
 * the viewer's midnight is two entries; '24:00' ends a day; all-day events keep their own dates
 * and run 00:00–24:00. Weeks the member cleared are left out.
 */
export interface ComparisonEntry {
  dayOfWeek: DayName;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  location: string;
  type: string;
  allDay: boolean;
  /**
   * False for events shown but never busy time (TRANSP:TRANSPARENT, zero-length deadlines; ADR 023):
   * free time ignores them, like all-day events. Absent (answers from before it existed): busy.
   */
  busy?: boolean;
}

/** Every asked user is answered, in date and time order; a user without a calendar has no entries. */
export interface InternalOccurrencesResponse {
  users: Record<string, { entries: ComparisonEntry[] }>;
}

/** The query string of a request (user ids comma-separated). */
export function internalOccurrencesQuery(request: InternalOccurrencesRequest): URLSearchParams {
  const query = new URLSearchParams({ userIds: request.userIds.join(','), from: request.from, to: request.to, timeZone: request.timeZone });
  if (request.viewerId) query.set('viewerId', request.viewerId);
  if (request.groupId) query.set('groupId', request.groupId);
  return query;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

function isEntry(value: unknown): value is ComparisonEntry {
  const e = value as Partial<Record<keyof ComparisonEntry, unknown>> | null;
  return (
    !!e &&
    (DAY_NAMES as readonly unknown[]).includes(e.dayOfWeek) &&
    typeof e.date === 'string' &&
    DATE.test(e.date) &&
    typeof e.startTime === 'string' &&
    CLOCK.test(e.startTime) &&
    typeof e.endTime === 'string' &&
    CLOCK.test(e.endTime) &&
    typeof e.title === 'string' &&
    typeof e.location === 'string' &&
    typeof e.type === 'string' &&
    typeof e.allDay === 'boolean' &&
    (e.busy === undefined || typeof e.busy === 'boolean')
  );
}

/**
 * The asked users' entries from a response body, checked rather than trusted: undefined when the
 * body is not a response at all; a malformed entry is dropped, a missing user has no entries.
 */
export function decodeInternalOccurrences(body: unknown, userIds: readonly string[]): Map<string, ComparisonEntry[]> | undefined {
  const users = (body as { users?: unknown } | null)?.users;
  if (!users || typeof users !== 'object') return undefined;
  const out = new Map<string, ComparisonEntry[]>();
  for (const id of userIds) {
    const entries = (users as Record<string, { entries?: unknown } | undefined>)[id]?.entries;
    out.set(id, Array.isArray(entries) ? entries.filter(isEntry) : []);
  }
  return out;
}
