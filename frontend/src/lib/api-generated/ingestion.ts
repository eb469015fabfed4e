import { api } from '@/lib/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    migrateLocalEvents: build.mutation<MigrateLocalEventsApiResponse, MigrateLocalEventsApiArg>({
      query: (queryArg) => ({ url: `/ics/subscriptions/migrate`, method: 'POST', body: queryArg }),
    }),
    previewFeed: build.mutation<PreviewFeedApiResponse, PreviewFeedApiArg>({
      query: (queryArg) => ({ url: `/ics/subscriptions/preview`, method: 'POST', body: queryArg }),
    }),
    getFeeds: build.query<GetFeedsApiResponse, GetFeedsApiArg>({
      query: (queryArg) => ({ url: `/ics/subscriptions/user/${encodeURIComponent(String(queryArg))}` }),
    }),
    createFeed: build.mutation<CreateFeedApiResponse, CreateFeedApiArg>({
      query: (queryArg) => ({ url: `/ics/subscriptions`, method: 'POST', body: queryArg }),
    }),
    updateFeed: build.mutation<UpdateFeedApiResponse, UpdateFeedApiArg>({
      query: (queryArg) => ({ url: `/ics/subscriptions/${encodeURIComponent(String(queryArg.id))}`, method: 'PUT', body: queryArg.updateSubscriptionDto }),
    }),
    deleteFeed: build.mutation<DeleteFeedApiResponse, DeleteFeedApiArg>({
      query: (queryArg) => ({ url: `/ics/subscriptions/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
    }),
    syncFeed: build.mutation<SyncFeedApiResponse, SyncFeedApiArg>({
      query: (queryArg) => ({ url: `/ics/subscriptions/${encodeURIComponent(String(queryArg))}/sync`, method: 'POST' }),
    }),
    getParseStatus: build.query<GetParseStatusApiResponse, GetParseStatusApiArg>({
      query: () => ({ url: `/parse/status` }),
    }),
    analyseScreenshot: build.mutation<AnalyseScreenshotApiResponse, AnalyseScreenshotApiArg>({
      query: (queryArg) => ({
        url: `/parse/screenshot`,
        method: 'POST',
        body: queryArg.body,
        params: {
          reader: queryArg.reader,
          lang: queryArg.lang,
        },
      }),
    }),
    saveScreenshot: build.mutation<SaveScreenshotApiResponse, SaveScreenshotApiArg>({
      query: (queryArg) => ({ url: `/parse/screenshot/save`, method: 'POST', body: queryArg }),
    }),
    getImports: build.query<GetImportsApiResponse, GetImportsApiArg>({
      query: () => ({ url: `/parse/imports` }),
    }),
    deleteImport: build.mutation<DeleteImportApiResponse, DeleteImportApiArg>({
      query: (queryArg) => ({ url: `/parse/imports/${encodeURIComponent(String(queryArg))}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as ingestionApi };
export type MigrateLocalEventsApiResponse = /** status 200  */ MigratedView;
export type MigrateLocalEventsApiArg = MigrateEventsDto;
export type PreviewFeedApiResponse = /** status 200  */ FeedPreviewView;
export type PreviewFeedApiArg = PreviewFeedDto;
export type GetFeedsApiResponse = /** status 200  */ SubscriptionListView;
export type GetFeedsApiArg = string;
export type CreateFeedApiResponse = /** status 201  */ SubscriptionView;
export type CreateFeedApiArg = CreateSubscriptionDto;
export type UpdateFeedApiResponse = /** status 200  */ SubscriptionView;
export type UpdateFeedApiArg = {
  id: string;
  updateSubscriptionDto: UpdateSubscriptionDto;
};
export type DeleteFeedApiResponse = /** status 200  */ SubscriptionDeletedView;
export type DeleteFeedApiArg = string;
export type SyncFeedApiResponse = /** status 200  */ SubscriptionView;
export type SyncFeedApiArg = string;
export type GetParseStatusApiResponse = /** status 200  */ ParseStatusView;
export type GetParseStatusApiArg = void;
export type AnalyseScreenshotApiResponse = /** status 200  */ ScreenshotReadView;
export type AnalyseScreenshotApiArg = {
  /** The vision model when configured, else on-device */
  reader?: 'vision' | 'on-device';
  /** The timetable's language besides English (on-device) */
  lang?: 'en' | 'da' | 'de' | 'es' | 'fr' | 'zh';
  /** The image itself, at most 5 MB */
  body: Blob;
};
export type SaveScreenshotApiResponse = /** status 201  */ ScreenshotSavedView;
export type SaveScreenshotApiArg = SaveScreenshotDto;
export type GetImportsApiResponse = /** status 200  */ ScreenshotImportsView;
export type GetImportsApiArg = void;
export type DeleteImportApiResponse = /** status 200  */ ImportDeletedView;
export type DeleteImportApiArg = string;
export type MigratedView = {
  /** Events newly added (ones imported before are not counted again) */
  migratedCount: number;
};
export type LocalEventDto = {
  title: string;
  /** ISO 8601 date-time, in the years 2000 to 2100 */
  start: string;
  /** ISO 8601 date-time, after start */
  end: string;
  location?: string;
  description?: string;
};
export type MigrateEventsDto = {
  events?: LocalEventDto[];
};
export type PreviewEventView = {
  title: string;
  location: string;
  /** Lecture, Seminar, … as the calendar shows it */
  type: string;
  /** The local date the event starts on */
  date: string;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
  /** Local start, 'HH:MM'; '' for an all-day event */
  start: string;
  /** Local end, 'HH:MM' ('23:59' when it runs past midnight); '' for an all-day event */
  end: string;
  allDay: boolean;
};
export type PreviewWeekView = {
  /** ISO week number */
  week: number;
  /** ISO week-numbering year */
  year: number;
  monday: string;
  events: PreviewEventView[];
};
export type FeedPreviewView = {
  /** The zone the times are in (the student's) */
  timezone: string;
  /** Events from the start of this week to 26 weeks ahead */
  upcomingCount: number;
  /** The first weeks with events from this week on (empty when there are none) */
  weeks: PreviewWeekView[];
};
export type PreviewFeedDto = {
  /** An http, https or webcal address of an iCalendar feed */
  url: string;
};
export type SubscriptionView = {
  id: string;
  userId: string;
  name: string;
  /** The feed address with any secret part masked */
  url: string;
  /** Minutes between syncs */
  syncInterval: number;
  status: 'active' | 'error' | 'disconnected' | 'private' | 'unknown';
  isPrivate: boolean;
  eventCount: number;
  lastSync: string | null;
  nextSync: string | null;
  errorMessage: string | null;
  createdAt: string;
  updatedAt: string;
};
export type StatusSummary = {
  total: number;
  active: number;
  /** Feeds that failed, private ones included */
  error: number;
  disconnected: number;
};
export type SubscriptionListView = {
  subscriptions: SubscriptionView[];
  status: StatusSummary;
};
export type CreateSubscriptionDto = {
  /** The caller’s own id (any other is refused) */
  userId?: string;
  name: string;
  /** An http, https or webcal address of an iCalendar feed */
  url: string;
  /** Minutes between syncs, one of 15, 30, 60, 240 */
  syncInterval?: number;
};
export type UpdateSubscriptionDto = {
  name?: string;
  /** An http, https or webcal address of an iCalendar feed */
  url?: string;
  /** Minutes between syncs, one of 15, 30, 60, 240 */
  syncInterval?: number;
};
export type SubscriptionDeletedView = {
  id: string;
  message: string;
};
export type ParseStatusView = {
  /** Whether any reader can read screenshots here */
  configured: boolean;
  /** Whether a vision model is configured (OPENAI_API_KEY); preferred when it is */
  vision: boolean;
  /** Whether this server's own OCR reader (Tesseract) is installed */
  onDevice: boolean;
};
export type FieldConfidenceView = {
  weekday: number;
  start: number;
  end: number;
  title: number;
  location: number;
  type: number;
};
export type ExtractedClassView = {
  weekday: 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';
  start: string;
  end: string;
  title: string;
  location: string;
  type: 'Lecture' | 'Seminar' | 'Lab' | 'Tutorial' | 'Exam' | 'Workshop' | 'Class';
  /** null when the reader gives none (a vision model does not) */
  confidence: FieldConfidenceView | null;
};
export type ScreenshotReadView = {
  events: ExtractedClassView[];
  /** Which reader read this screenshot */
  reader: 'vision' | 'on-device';
  message: string;
  /** The Monday of the week whose dates the screenshot shows (its day headings'), offered as the import's start; null when it shows none */
  weekOf: string | null;
};
export type ScreenshotSavedView = {
  id: string;
  name: string;
  classCount: number;
  eventCount: number;
  validFrom: string;
  validUntil: string;
  createdAt: string;
  message: string;
};
export type WeeklyClassDto = {
  weekday: 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';
  start: string;
  /** after start */
  end: string;
  title: string;
  location?: string;
  type?: 'Lecture' | 'Seminar' | 'Lab' | 'Tutorial' | 'Exam' | 'Workshop' | 'Class';
};
export type SaveScreenshotDto = {
  name?: string;
  events: WeeklyClassDto[];
  /** First day of the weekly repetition (years 2000 to 2100); this week’s Monday when left out */
  startDate?: string;
  /** Last day of the weekly repetition, not before startDate */
  endDate?: string;
};
export type ScreenshotImportView = {
  id: string;
  name: string;
  classCount: number;
  eventCount: number;
  validFrom: string;
  validUntil: string;
  createdAt: string;
};
export type ScreenshotImportsView = {
  imports: ScreenshotImportView[];
};
export type ImportDeletedView = {
  id: string;
  message: string;
};
