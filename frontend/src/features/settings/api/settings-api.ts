import { api } from '@/lib/api';

export interface UserSettings {
  emailNotifications: boolean;
  pushNotifications: boolean;
  language: string;
  timezone: string;
  darkMode: boolean;
}

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<UserSettings, void>({
      query: () => '/users/settings',
      providesTags: ['Settings'],
    }),
    updateSettings: build.mutation<UserSettings, Partial<UserSettings>>({
      query: (body) => ({ url: '/users/settings', method: 'PUT', body }),
      // The answer is the stored state: write it into the cache, no refetch needed.
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
      },
    }),
  }),
});

export const { useGetSettingsQuery, useUpdateSettingsMutation } = settingsApi;
