import { ingestionApi, type FeedPreviewView, type PreviewEventView } from '@/lib/api-generated/ingestion';
import { presenceApi, type CampusView } from '@/lib/api-generated/presence';

export type FeedPreview = FeedPreviewView;
export type PreviewEvent = PreviewEventView;
export type Campus = CampusView;

/** Campuses are cached for 24 hours. */
const CAMPUSES_CACHE_S = 24 * 60 * 60;

const onboardingFeedsApi = ingestionApi.enhanceEndpoints({
  endpoints: {
    // A preview stores nothing: no cache to invalidate.
    createFeed: { invalidatesTags: ['Feeds', 'Events'] },
  },
});

const onboardingCampusesApi = presenceApi.enhanceEndpoints({
  endpoints: { getCampuses: { providesTags: ['Campuses'], keepUnusedDataFor: CAMPUSES_CACHE_S } },
});

export const { usePreviewFeedMutation, useCreateFeedMutation } = onboardingFeedsApi;
export const { useGetCampusesQuery } = onboardingCampusesApi;
