import { api } from '@/lib/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRangeEvents: build.query<GetRangeEventsApiResponse, GetRangeEventsApiArg>({
      query: (queryArg) => ({
        url: `/ics/events`,
        params: {
          userId: queryArg.userId,
          start: queryArg.start,
          end: queryArg.end,
        },
      }),
    }),
    getWeekEvents: build.query<GetWeekEventsApiResponse, GetWeekEventsApiArg>({
      query: (queryArg) => ({
        url: `/events`,
        params: {
          week: queryArg.week,
          year: queryArg.year,
          userId: queryArg.userId,
        },
      }),
    }),
    cleanWeek: build.mutation<CleanWeekApiResponse, CleanWeekApiArg>({
      query: (queryArg) => ({
        url: `/events/clean`,
        method: 'DELETE',
        params: {
          week: queryArg.week,
          year: queryArg.year,
        },
      }),
    }),
    restoreWeek: build.mutation<RestoreWeekApiResponse, RestoreWeekApiArg>({
      query: (queryArg) => ({
        url: `/events/restore`,
        method: 'POST',
        params: {
          week: queryArg.week,
          year: queryArg.year,
        },
      }),
    }),
    getClearedWeeks: build.query<GetClearedWeeksApiResponse, GetClearedWeeksApiArg>({
      query: () => ({ url: `/events/cleared-weeks` }),
    }),
    getOwnEvents: build.query<GetOwnEventsApiResponse, GetOwnEventsApiArg>({
      query: () => ({ url: `/events/own` }),
    }),
    createOwnEvent: build.mutation<CreateOwnEventApiResponse, CreateOwnEventApiArg>({
      query: (queryArg) => ({ url: `/events/own`, method: 'POST', body: queryArg }),
    }),
    updateOwnEvent: build.mutation<UpdateOwnEventApiResponse, UpdateOwnEventApiArg>({
      query: (queryArg) => ({ url: `/events/own/${encodeURIComponent(String(queryArg.eventId))}`, method: 'PUT', body: queryArg.ownEventDto }),
    }),
    deleteOwnEvent: build.mutation<DeleteOwnEventApiResponse, DeleteOwnEventApiArg>({
      query: (queryArg) => ({ url: `/events/own/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
    }),
    getCalendarExport: build.query<GetCalendarExportApiResponse, GetCalendarExportApiArg>({
      query: () => ({ url: `/ics/export` }),
    }),
    createCalendarExport: build.mutation<CreateCalendarExportApiResponse, CreateCalendarExportApiArg>({
      query: () => ({ url: `/ics/export`, method: 'POST' }),
    }),
    revokeCalendarExport: build.mutation<RevokeCalendarExportApiResponse, RevokeCalendarExportApiArg>({
      query: () => ({ url: `/ics/export`, method: 'DELETE' }),
    }),
    getCalendarExportFeed: build.query<GetCalendarExportFeedApiResponse, GetCalendarExportFeedApiArg>({
      query: (queryArg) => ({ url: `/ics/export/${encodeURIComponent(String(queryArg))}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as schedulesApi };
export type GetRangeEventsApiResponse = /** status 200  */ ScheduleEventsView;
export type GetRangeEventsApiArg = {
  /** The caller’s own id (any other is refused) */
  userId?: string;
  /** ISO 8601 date or date-time */
  start: string;
  /** ISO 8601 date or date-time, exclusive */
  end: string;
};
export type GetWeekEventsApiResponse = /** status 200  */ WeekView;
export type GetWeekEventsApiArg = {
  /** ISO week */
  week: number;
  /** ISO week-numbering year */
  year: number;
  /** The caller’s own id (any other is refused) */
  userId?: string;
};
export type CleanWeekApiResponse = /** status 200  */ WeekClearedView;
export type CleanWeekApiArg = {
  /** ISO week */
  week: number;
  /** ISO week-numbering year */
  year: number;
};
export type RestoreWeekApiResponse = /** status 200  */ WeekRestoredView;
export type RestoreWeekApiArg = {
  /** ISO week */
  week: number;
  /** ISO week-numbering year */
  year: number;
};
export type GetClearedWeeksApiResponse = /** status 200  */ ClearedWeeksView;
export type GetClearedWeeksApiArg = void;
export type GetOwnEventsApiResponse = /** status 200  */ OwnEventsView;
export type GetOwnEventsApiArg = void;
export type CreateOwnEventApiResponse = /** status 201  */ OwnEventView;
export type CreateOwnEventApiArg = OwnEventDto;
export type UpdateOwnEventApiResponse = /** status 200  */ OwnEventView;
export type UpdateOwnEventApiArg = {
  eventId: string;
  ownEventDto: OwnEventDto;
};
export type DeleteOwnEventApiResponse = /** status 200  */ OwnEventDeletedView;
export type DeleteOwnEventApiArg = string;
export type GetCalendarExportApiResponse = /** status 200  */ CalendarExportStateView;
export type GetCalendarExportApiArg = void;
export type CreateCalendarExportApiResponse = /** status 201  */ CalendarExportLinkView;
export type CreateCalendarExportApiArg = void;
export type RevokeCalendarExportApiResponse = /** status 200  */ CalendarExportRevokedView;
export type RevokeCalendarExportApiArg = void;
export type GetCalendarExportFeedApiResponse = unknown;
export type GetCalendarExportFeedApiArg = string;
export type SessionRefView = {
  sessionId: string;
  groupId: string;
  groupName: string;
  answer: 'none' | 'going' | 'maybe';
};
export type ScheduleEventView = {
  uid: string;
  id: string;
  summary: string;
  title: string;
  /** ISO 8601 with the offset of the user’s zone */
  start: string;
  end: string;
  location: string;
  description: string;
  day: string;
  startTime: string;
  endTime: string;
  color: string;
  type: string;
  allDay: boolean;
  sourceId: string;
  sourceKind: string;
  /** The student’s own event this is a week of (sourceId "own") */
  ownEventId?: string;
  /** The study session this is (sourceId "session") */
  session?: SessionRefView;
};
export type ScheduleEventsView = {
  events: ScheduleEventView[];
};
export type WeeklyEventView = {
  id: string;
  title: string;
  weekday: string;
  /** Local date in the user’s zone, YYYY-MM-DD */
  date: string;
  start_time: string;
  end_time: string;
  location: string;
  type: string;
  description?: string;
  allDay?: boolean;
  sourceId?: string;
  /** The student’s own event this is a week of (sourceId "own") */
  ownEventId?: string;
  /** The study session this is (sourceId "session") */
  session?: SessionRefView;
};
export type WeekView = {
  week: number;
  year: number;
  weekStart: string;
  weekEnd: string;
  timezone: string;
  cleared: boolean;
  events: WeeklyEventView[];
};
export type WeekClearedView = {
  message: string;
  week: number;
  year: number;
  hiddenCount: number;
};
export type WeekRestoredView = {
  message: string;
  week: number;
  year: number;
  restored: boolean;
  restoredCount: number;
};
export type ClearedWeekView = {
  week: number;
  year: number;
  weekStart: string;
  weekEnd: string;
  clearedAt: string;
};
export type ClearedWeeksView = {
  clearedWeeks: ClearedWeekView[];
};
export type OwnEventView = {
  id: string;
  title: string;
  /** ISO 8601 with the offset of timeZone */
  start: string;
  end: string;
  location: string;
  note: string;
  repeat: 'none' | 'weekly';
  /** Last day of a weekly event (YYYY-MM-DD) */
  repeatUntil?: string;
  showTitle: boolean;
  timeZone: string;
  updatedAt: string;
};
export type OwnEventsView = {
  events: OwnEventView[];
};
export type OwnEventDto = {
  title: string;
  /** ISO 8601 date-time; without an offset it is read in the student’s zone */
  start: string;
  /** ISO 8601 date-time after start, at most 12 hours later */
  end: string;
  /** Where; empty for none */
  location?: string;
  /** Free text, several lines allowed; empty for none */
  note?: string;
  repeat?: 'none' | 'weekly';
  /** Last day of a weekly event, YYYY-MM-DD in the student’s zone; none: every week */
  repeatUntil?: string;
  /** Show the title to the student’s groups; otherwise they see only "busy" */
  showTitle?: boolean;
};
export type OwnEventDeletedView = {
  message: string;
  id: string;
};
export type CalendarExportStateView = {
  active: boolean;
  createdAt?: string;
  /** When a calendar app last fetched the link (to the hour) */
  lastReadAt?: string | null;
  /** Weeks before the current one the export covers */
  weeksBack: number;
  /** Weeks after the current one the export covers */
  weeksAhead: number;
};
export type CalendarExportLinkView = {
  /** https address to subscribe to (Google, Outlook) */
  url: string;
  /** The same address as webcal:// (Apple Calendar and others open it directly) */
  webcalUrl: string;
  createdAt: string;
};
export type CalendarExportRevokedView = {
  /** False when there was no link */
  revoked: boolean;
};
