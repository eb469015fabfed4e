import type { QueryOptions } from '@/lib/api';
import { ingestionApi, type LocalEventDto } from '@/lib/api-generated/ingestion';
import {
  schedulesApi,
  type GetRangeEventsApiArg,
  type GetWeekEventsApiArg,
  type ScheduleEventView,
  type WeeklyEventView,
  type WeekView,
} from '@/lib/api-generated/schedules';

/** An event of a week as the schedules service answers GET /api/events (ADR 008). */
export type WeeklyEvent = WeeklyEventView;
export type WeekAnswer = WeekView;
/** An event of a range (GET /api/ics/events; docs/product/calendar.md). */
export type ScheduleEvent = ScheduleEventView;
/** What the browser sends to POST /api/ics/subscriptions/migrate. */
export type LocalEvent = LocalEventDto;

// `timezone` is part of the cache key only: the server answers in the zone it knows, and a
// changed zone must fetch again (docs/product/calendar.md). The generated queries send only their parameters.
type WeekArgs = GetWeekEventsApiArg & { timezone?: string };
type RangeArgs = GetRangeEventsApiArg & { timezone?: string };

export const calendarApi = schedulesApi.enhanceEndpoints({
  endpoints: {
    getWeekEvents: { providesTags: ['Events'] },
    getRangeEvents: { providesTags: ['Events'] },
    getClearedWeeks: { providesTags: ['Events'] },
    cleanWeek: { invalidatesTags: ['Events'] },
    restoreWeek: { invalidatesTags: ['Events'] },
  },
});

const calendarFeedsApi = ingestionApi.enhanceEndpoints({
  endpoints: {
    getFeeds: { providesTags: ['Feeds'] },
    // Screenshot imports are event sources: they change when events do.
    getImports: { providesTags: ['Events'] },
    migrateLocalEvents: { invalidatesTags: (result) => (result?.migratedCount ? ['Events'] : []) },
  },
});

export const useGetWeekEventsQuery = (args: WeekArgs, options?: QueryOptions) => calendarApi.useGetWeekEventsQuery(args, options);
export const useGetRangeEventsQuery = (args: RangeArgs, options?: QueryOptions) => calendarApi.useGetRangeEventsQuery(args, options);

type PrefetchOptions = Parameters<ReturnType<typeof calendarApi.usePrefetch<'getWeekEvents'>>>[1];

/** Loads a neighbouring week ahead of time, keyed like useGetWeekEventsQuery. */
export const usePrefetch = (endpoint: 'getWeekEvents', options?: PrefetchOptions): ((args: WeekArgs, options?: PrefetchOptions) => void) =>
  calendarApi.usePrefetch(endpoint, options);

/** The sidebar's feed counts: the feeds list, shared with the feeds screen's cache entry. */
export const useGetFeedSummaryQuery = calendarFeedsApi.endpoints.getFeeds.useQuery;
/** The screenshot imports: with the feeds, whether the student has any timetable in at all. */
export const useGetImportsSummaryQuery = calendarFeedsApi.endpoints.getImports.useQuery;

export const { useGetClearedWeeksQuery, useCleanWeekMutation, useRestoreWeekMutation } = calendarApi;
export const { useMigrateLocalEventsMutation } = calendarFeedsApi;
