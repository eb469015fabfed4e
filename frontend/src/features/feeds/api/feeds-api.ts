import { ingestionApi, type SubscriptionListView, type SubscriptionView } from '@/lib/api-generated/ingestion';

/** A calendar feed subscription as the ingestion service answers (ADR 011); `url` is masked. */
export type FeedSubscription = SubscriptionView;
export type FeedStatus = SubscriptionView['status'];
export type FeedList = SubscriptionListView;

// A feed change changes the stored events too: both the list and every calendar view reload.
export const feedsApi = ingestionApi.enhanceEndpoints({
  endpoints: {
    getFeeds: { providesTags: ['Feeds'] },
    createFeed: { invalidatesTags: ['Feeds', 'Events'] },
    updateFeed: { invalidatesTags: ['Feeds', 'Events'] },
    deleteFeed: { invalidatesTags: ['Feeds', 'Events'] },
    syncFeed: { invalidatesTags: ['Feeds', 'Events'] },
  },
});

export const { useGetFeedsQuery, useCreateFeedMutation, useUpdateFeedMutation, useDeleteFeedMutation, useSyncFeedMutation } = feedsApi;
