import { api } from '@/lib/api';

/** The ingestion service answers the feed list; a 503 means it is not deployed yet. */
export const ingestionStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    ingestionStatus: build.query<unknown, string>({
      query: (userId) => `/ics/subscriptions/user/${encodeURIComponent(userId)}`,
      providesTags: ['Feeds'],
    }),
  }),
});

export const { useIngestionStatusQuery } = ingestionStatusApi;
