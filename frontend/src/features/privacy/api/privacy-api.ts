import { api } from '@/lib/api';

export interface PrivacySettings {
  profileVisibility: boolean;
  scheduleVisibility: boolean;
  allowDirectMessages: boolean;
  showOnlineStatus: boolean;
}

export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacy: build.query<PrivacySettings, void>({
      query: () => '/users/privacy',
      providesTags: ['Privacy'],
    }),
    updatePrivacy: build.mutation<PrivacySettings, Partial<PrivacySettings>>({
      query: (body) => ({ url: '/users/privacy', method: 'PUT', body }),
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
    }),
    deleteAccount: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/users/me', method: 'DELETE' }),
    }),
  }),
});

export const { useGetPrivacyQuery, useUpdatePrivacyMutation, useDeleteAccountMutation } = privacyApi;
