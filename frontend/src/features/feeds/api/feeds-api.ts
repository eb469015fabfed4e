import { api } from '@/lib/api';

export type FeedStatus = 'active' | 'error' | 'disconnected' | 'unknown' | 'private';

/** SPEC.md §3 "Calendar feed subscription" as the ingestion service answers (ADR 011); `url` is masked. */
export interface FeedSubscription {
  id: string;
  userId: string;
  name: string;
  url: string;
  syncInterval: number;
  status: FeedStatus;
  isPrivate: boolean;
  eventCount: number;
  lastSync: string | null;
  nextSync: string | null;
  errorMessage: string | null;
}

export interface FeedList {
  subscriptions: FeedSubscription[];
  status: { total: number; active: number; error: number; disconnected: number };
}

export interface FeedInput {
  name: string;
  url: string;
  syncInterval: number;
}

// A feed change changes the stored events too: both the list and every calendar view reload.
export const feedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeeds: build.query<FeedList, string>({
      query: (userId) => `/ics/subscriptions/user/${encodeURIComponent(userId)}`,
      providesTags: ['Feeds'],
    }),
    createFeed: build.mutation<FeedSubscription, FeedInput & { userId: string }>({
      query: (body) => ({ url: '/ics/subscriptions', method: 'POST', body }),
      invalidatesTags: ['Feeds', 'Events'],
    }),
    updateFeed: build.mutation<FeedSubscription, { id: string } & Partial<FeedInput>>({
      query: ({ id, ...body }) => ({ url: `/ics/subscriptions/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Feeds', 'Events'],
    }),
    deleteFeed: build.mutation<{ id: string; message: string }, string>({
      query: (id) => ({ url: `/ics/subscriptions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Feeds', 'Events'],
    }),
    syncFeed: build.mutation<FeedSubscription, string>({
      query: (id) => ({ url: `/ics/subscriptions/${encodeURIComponent(id)}/sync`, method: 'POST' }),
      invalidatesTags: ['Feeds', 'Events'],
    }),
  }),
});

export const { useGetFeedsQuery, useCreateFeedMutation, useUpdateFeedMutation, useDeleteFeedMutation, useSyncFeedMutation } = feedsApi;
