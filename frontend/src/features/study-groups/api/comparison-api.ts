import { api } from '@/lib/api';

/** One timed (or all-day) entry of a member's week, in the viewer's time zone (ADR 007). */
export interface ScheduleEntry {
  dayOfWeek: string;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  location: string;
  type: string;
  allDay: boolean;
}

export interface ComparedMember {
  user: { id: string; displayName: string; initials: string; color: string };
  schedules: ScheduleEntry[];
}

export interface FreeSlot {
  dayOfWeek: string;
  date: string;
  startTime: string;
  endTime: string;
  minutes: number;
}

export interface HeatCell {
  dayOfWeek: string;
  date: string;
  startTime: string;
  endTime: string;
  free: number;
  total: number;
}

/** The answer of POST /api/study-groups/{id}/compare-schedules (ADR 007). */
export interface Comparison {
  groupId: string;
  week: number;
  year: number;
  weekStart: string;
  weekEnd: string;
  timezone: string;
  gridHours: { startHour: number; endHour: number };
  members: ComparedMember[];
  includedMemberIds: string[];
  minMinutes: number;
  freeTimeWindow: { startTime: string; endTime: string };
  freeSlots: FreeSlot[];
  heat: HeatCell[];
}

export interface ComparisonArgs {
  /** A group id, or 'personal-schedule' for the caller's own week. */
  groupId: string;
  /** Both or neither: neither is the current week in the viewer's zone. */
  week?: number;
  year?: number;
  /** The members toggled on; undefined means everyone. */
  members?: string[];
  minMinutes?: number;
}

export const PERSONAL_SCHEDULE = 'personal-schedule';

/** The query string of a comparison; `members=` is sent (possibly empty) only when not everyone is toggled on. */
export function comparisonQuery({ week, year, members, minMinutes }: Omit<ComparisonArgs, 'groupId'>): string {
  const params = new URLSearchParams();
  if (week !== undefined && year !== undefined) {
    params.set('week', String(week));
    params.set('year', String(year));
  }
  if (members) params.set('members', members.join(','));
  if (minMinutes !== undefined) params.set('minMinutes', String(minMinutes));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const comparisonApi = api.injectEndpoints({
  endpoints: (build) => ({
    // SPEC.md §7 keeps this a POST although it only reads, so it is a query here.
    compareSchedules: build.query<Comparison, ComparisonArgs>({
      query: ({ groupId, ...rest }) => ({ url: `/study-groups/${encodeURIComponent(groupId)}/compare-schedules${comparisonQuery(rest)}`, method: 'POST' }),
      providesTags: ['Groups', 'Events'],
    }),
  }),
});

export const { useCompareSchedulesQuery } = comparisonApi;
