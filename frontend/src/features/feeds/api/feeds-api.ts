import { api } from '@/lib/api';

/** SPEC.md §3 "Calendar feed subscription" (ingestion service). */
export interface FeedSubscription {
  id: string;
  name: string;
  url: string;
  syncInterval: number;
  status: 'active' | 'error' | 'disconnected' | 'unknown' | 'private' | string;
  eventCount: number;
  lastSync: string | null;
  errorMessage?: string | null;
}

export interface FeedList {
  subscriptions: FeedSubscription[];
  status: { total: number; active: number; error: number; disconnected: number };
}

export const feedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeeds: build.query<FeedList, string>({
      query: (userId) => `/ics/subscriptions/user/${encodeURIComponent(userId)}`,
      providesTags: ['Feeds'],
    }),
  }),
});

export const { useGetFeedsQuery } = feedsApi;
