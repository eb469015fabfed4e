import { identityApi, type SetProfilePictureApiResponse, type UploadSlotView } from '@/lib/api-generated/identity';
import { authApi, type User } from '@/lib/auth';

const storeUser = async (dispatch: (a: unknown) => unknown, queryFulfilled: Promise<{ data: User }>) => {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (data) dispatch(authApi.util.upsertQueryData('getUser', undefined, data));
};

export const profileApi = identityApi
  .enhanceEndpoints({
    endpoints: {
      updateProfile: { onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeUser(dispatch, queryFulfilled) },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Ask for an upload address, PUT the file there, then set it as the picture (three generated calls in one). */
      uploadProfilePicture: build.mutation<SetProfilePictureApiResponse, File>({
        async queryFn(file, _api, _extra, baseQuery) {
          const slot = await baseQuery({ url: '/objects/upload', method: 'POST' });
          if (slot.error) return { error: slot.error };
          const { uploadURL } = slot.data as UploadSlotView;
          const put = await baseQuery({ url: uploadURL.replace(/^\/api/, ''), method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
          if (put.error) return { error: put.error };
          const set = await baseQuery({ url: '/profile-picture', method: 'PUT', body: { profilePictureURL: uploadURL } });
          if (set.error) return { error: set.error };
          return { data: set.data as SetProfilePictureApiResponse };
        },
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeUser(dispatch, queryFulfilled),
      }),
    }),
  });

export const { useUpdateProfileMutation, useUploadProfilePictureMutation } = profileApi;
