import { api } from '@/lib/api';

/** SPEC.md §3 "Weekly event" as the schedules service answers GET /api/events (ADR 008). */
export interface WeeklyEvent {
  id: string;
  title: string;
  weekday: string;
  /** Local date in the user's zone, 'YYYY-MM-DD'. */
  date: string;
  start_time: string;
  end_time: string;
  location: string;
  type: string;
  description?: string;
  allDay?: boolean;
  sourceId?: string;
}

export interface WeekAnswer {
  week: number;
  year: number;
  weekStart: string;
  weekEnd: string;
  /** The zone the answer is in: the user's zone as the schedules service knows it. */
  timezone: string;
  cleared: boolean;
  events: WeeklyEvent[];
}

/** SPEC.md §3 "Schedule event" (GET /api/ics/events). */
export interface ScheduleEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  location: string;
  description: string;
  day: string;
  startTime: string;
  endTime: string;
  type: string;
  allDay: boolean;
}

export interface ClearedWeek {
  week: number;
  year: number;
  weekStart: string;
  weekEnd: string;
  clearedAt: string;
}

export interface FeedSummary {
  status: { total: number; active: number; error: number; disconnected: number };
}

/** What the browser sends to POST /api/ics/subscriptions/migrate. */
export interface LocalEvent {
  title: string;
  start: string;
  end: string;
  location?: string;
  description?: string;
}

// `timezone` is part of the cache key only: the server answers in the zone it knows, and a
// changed zone must fetch again (SPEC.md §4).
type WeekArgs = { week: number; year: number; userId: string; timezone?: string };
type RangeArgs = { userId: string; start: string; end: string; timezone?: string };
type WeekRef = { week: number; year: number };

export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWeekEvents: build.query<WeekAnswer, WeekArgs>({
      query: ({ week, year, userId }) => ({ url: '/events', params: { week, year, userId } }),
      providesTags: ['Events'],
    }),
    getRangeEvents: build.query<{ events: ScheduleEvent[] }, RangeArgs>({
      query: ({ userId, start, end }) => ({ url: '/ics/events', params: { userId, start, end } }),
      providesTags: ['Events'],
    }),
    getClearedWeeks: build.query<{ clearedWeeks: ClearedWeek[] }, void>({
      query: () => '/events/cleared-weeks',
      providesTags: ['Events'],
    }),
    cleanWeek: build.mutation<{ message: string; week: number; year: number; hiddenCount: number }, WeekRef>({
      query: (params) => ({ url: '/events/clean', method: 'DELETE', params }),
      invalidatesTags: ['Events'],
    }),
    restoreWeek: build.mutation<{ message: string; restored: boolean; restoredCount: number }, WeekRef>({
      query: (params) => ({ url: '/events/restore', method: 'POST', params }),
      invalidatesTags: ['Events'],
    }),
    getFeedSummary: build.query<FeedSummary, string>({
      query: (userId) => `/ics/subscriptions/user/${encodeURIComponent(userId)}`,
      providesTags: ['Feeds'],
    }),
    migrateLocalEvents: build.mutation<{ migratedCount: number }, LocalEvent[]>({
      query: (events) => ({ url: '/ics/subscriptions/migrate', method: 'POST', body: { events } }),
      invalidatesTags: (result) => (result?.migratedCount ? ['Events'] : []),
    }),
  }),
});

export const {
  useGetWeekEventsQuery,
  useGetRangeEventsQuery,
  useGetClearedWeeksQuery,
  useCleanWeekMutation,
  useRestoreWeekMutation,
  useGetFeedSummaryQuery,
  useMigrateLocalEventsMutation,
  usePrefetch,
} = calendarApi;
