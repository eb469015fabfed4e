import { identityApi, type PrivacyView } from '@/lib/api-generated/identity';

export type PrivacySettings = PrivacyView;

export const privacyApi = identityApi.enhanceEndpoints({
  endpoints: {
    getPrivacy: { providesTags: ['Privacy'] },
    updatePrivacy: {
      // Switches move at once; a refused change moves them back.
      onQueryStarted: async (change, { dispatch, queryFulfilled }) => {
        const patch = dispatch(privacyApi.util.updateQueryData('getPrivacy', undefined, (draft) => Object.assign(draft, change)));
        try {
          const { data } = await queryFulfilled;
          dispatch(privacyApi.util.upsertQueryData('getPrivacy', undefined, data));
        } catch {
          patch.undo();
        }
      },
    },
  },
});

export const { useGetPrivacyQuery, useUpdatePrivacyMutation, useDeleteAccountMutation } = privacyApi;
