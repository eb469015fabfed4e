import { api } from '@/lib/api';
import { authApi, type User } from '@/lib/auth';
import type { ProfileValues } from '../utils/validate-profile';

const storeUser = async (dispatch: (a: unknown) => unknown, queryFulfilled: Promise<{ data: User }>) => {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (data) dispatch(authApi.util.upsertQueryData('getUser', undefined, data));
};

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, ProfileValues>({
      query: (body) => ({ url: '/auth/user', method: 'PUT', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeUser(dispatch, queryFulfilled),
    }),
    /** SPEC.md §7: ask for an upload address, PUT the file there, then set it as the picture. */
    uploadProfilePicture: build.mutation<User, File>({
      async queryFn(file, _api, _extra, baseQuery) {
        const slot = await baseQuery({ url: '/objects/upload', method: 'POST' });
        if (slot.error) return { error: slot.error };
        const uploadURL = (slot.data as { uploadURL: string }).uploadURL;
        const put = await baseQuery({ url: uploadURL.replace(/^\/api/, ''), method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
        if (put.error) return { error: put.error };
        const set = await baseQuery({ url: '/profile-picture', method: 'PUT', body: { profilePictureURL: uploadURL } });
        if (set.error) return { error: set.error };
        return { data: set.data as User };
      },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeUser(dispatch, queryFulfilled),
    }),
  }),
});

export const { useUpdateProfileMutation, useUploadProfilePictureMutation } = profileApi;
