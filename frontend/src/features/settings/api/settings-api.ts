import { identityApi, type SettingsView } from '@/lib/api-generated/identity';

export type UserSettings = SettingsView;

export const settingsApi = identityApi.enhanceEndpoints({
  endpoints: {
    getSettings: { providesTags: ['Settings'] },
    updateSettings: {
      // The answer is the stored state: write it into the cache, no refetch needed.
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
      },
    },
  },
});

export const { useGetSettingsQuery, useUpdateSettingsMutation } = settingsApi;
