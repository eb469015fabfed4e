import { api } from '@/lib/api';

/** SPEC.md §3 "Weekly event" as the schedules service answers GET /api/events. */
export interface WeeklyEvent {
  id: string;
  title: string;
  weekday: string;
  date: string;
  start_time: string;
  end_time: string;
  location: string;
  type: string;
}

export interface WeekAnswer {
  week: number;
  year: number;
  weekStart: string;
  weekEnd: string;
  timezone: string;
  cleared: boolean;
  events: WeeklyEvent[];
}

export interface FeedSummary {
  status: { total: number; active: number; error: number; disconnected: number };
}

export interface GroupSummary {
  id: string;
  name: string;
  members: { id: string; userId: string; user?: { username?: string; firstName?: string; lastName?: string; colorTheme?: string } }[];
}

export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWeekEvents: build.query<WeekAnswer, { week: number; year: number; userId: string }>({
      query: (params) => ({ url: '/events', params }),
      providesTags: ['Events'],
    }),
    getFeedSummary: build.query<FeedSummary, string>({
      query: (userId) => `/ics/subscriptions/user/${encodeURIComponent(userId)}`,
      providesTags: ['Feeds'],
    }),
    getMyGroups: build.query<GroupSummary[], string>({
      query: (userId) => `/study-groups/user/${encodeURIComponent(userId)}`,
      transformResponse: (body: GroupSummary[] | { groups: GroupSummary[] }) => (Array.isArray(body) ? body : (body.groups ?? [])),
      providesTags: ['Groups'],
    }),
  }),
});

export const { useGetWeekEventsQuery, useGetFeedSummaryQuery, useGetMyGroupsQuery } = calendarApi;
