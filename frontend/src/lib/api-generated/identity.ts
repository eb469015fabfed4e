import { api } from '@/lib/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    signup: build.mutation<SignupApiResponse, SignupApiArg>({
      query: (queryArg) => ({ url: `/auth/signup`, method: 'POST', body: queryArg }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/auth/login`, method: 'POST', body: queryArg }),
    }),
    refreshSession: build.mutation<RefreshSessionApiResponse, RefreshSessionApiArg>({
      query: () => ({ url: `/auth/refresh`, method: 'POST' }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/auth/logout`, method: 'POST' }),
    }),
    forgotPassword: build.mutation<ForgotPasswordApiResponse, ForgotPasswordApiArg>({
      query: (queryArg) => ({ url: `/auth/forgot-password`, method: 'POST', body: queryArg }),
    }),
    validateResetToken: build.query<ValidateResetTokenApiResponse, ValidateResetTokenApiArg>({
      query: (queryArg) => ({
        url: `/auth/reset-password/validate`,
        params: {
          token: queryArg,
        },
      }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({ url: `/auth/reset-password`, method: 'POST', body: queryArg }),
    }),
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({ url: `/auth/password`, method: 'PUT', body: queryArg }),
    }),
    updateProfile: build.mutation<UpdateProfileApiResponse, UpdateProfileApiArg>({
      query: (queryArg) => ({ url: `/auth/user`, method: 'PUT', body: queryArg }),
    }),
    getSettings: build.query<GetSettingsApiResponse, GetSettingsApiArg>({
      query: () => ({ url: `/users/settings` }),
    }),
    updateSettings: build.mutation<UpdateSettingsApiResponse, UpdateSettingsApiArg>({
      query: (queryArg) => ({ url: `/users/settings`, method: 'PUT', body: queryArg }),
    }),
    getPrivacy: build.query<GetPrivacyApiResponse, GetPrivacyApiArg>({
      query: () => ({ url: `/users/privacy` }),
    }),
    updatePrivacy: build.mutation<UpdatePrivacyApiResponse, UpdatePrivacyApiArg>({
      query: (queryArg) => ({ url: `/users/privacy`, method: 'PUT', body: queryArg }),
    }),
    searchUsers: build.query<SearchUsersApiResponse, SearchUsersApiArg>({
      query: (queryArg) => ({
        url: `/users/search`,
        params: {
          q: queryArg.q,
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    deleteAccount: build.mutation<DeleteAccountApiResponse, DeleteAccountApiArg>({
      query: () => ({ url: `/users/me`, method: 'DELETE' }),
    }),
    createUpload: build.mutation<CreateUploadApiResponse, CreateUploadApiArg>({
      query: () => ({ url: `/objects/upload`, method: 'POST' }),
    }),
    uploadImage: build.mutation<UploadImageApiResponse, UploadImageApiArg>({
      query: (queryArg) => ({ url: `/objects/uploads/${encodeURIComponent(String(queryArg.id))}`, method: 'PUT', body: queryArg.body }),
    }),
    setProfilePicture: build.mutation<SetProfilePictureApiResponse, SetProfilePictureApiArg>({
      query: (queryArg) => ({ url: `/profile-picture`, method: 'PUT', body: queryArg }),
    }),
    requestDataExport: build.mutation<RequestDataExportApiResponse, RequestDataExportApiArg>({
      query: (queryArg) => ({ url: `/users/${encodeURIComponent(String(queryArg))}/data-exports`, method: 'POST' }),
    }),
    listDataExports: build.query<ListDataExportsApiResponse, ListDataExportsApiArg>({
      query: (queryArg) => ({ url: `/users/${encodeURIComponent(String(queryArg))}/data-exports` }),
    }),
    retryDataExport: build.mutation<RetryDataExportApiResponse, RetryDataExportApiArg>({
      query: (queryArg) => ({
        url: `/users/${encodeURIComponent(String(queryArg.userId))}/data-exports/${encodeURIComponent(String(queryArg.exportId))}/retry`,
        method: 'POST',
      }),
    }),
    downloadDataExport: build.query<DownloadDataExportApiResponse, DownloadDataExportApiArg>({
      query: (queryArg) => ({
        url: `/users/${encodeURIComponent(String(queryArg.userId))}/data-exports/${encodeURIComponent(String(queryArg.exportId))}/archive`,
      }),
    }),
    getUserById: build.query<GetUserByIdApiResponse, GetUserByIdApiArg>({
      query: (queryArg) => ({ url: `/users/${encodeURIComponent(String(queryArg))}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as identityApi };
export type SignupApiResponse = /** status 201  */ SelfView;
export type SignupApiArg = SignupDto;
export type LoginApiResponse = /** status 200  */ SelfView;
export type LoginApiArg = LoginDto;
export type RefreshSessionApiResponse = /** status 200  */ RefreshedView;
export type RefreshSessionApiArg = void;
export type LogoutApiResponse = /** status 200  */ MessageView;
export type LogoutApiArg = void;
export type ForgotPasswordApiResponse = /** status 200  */ MessageView;
export type ForgotPasswordApiArg = ForgotPasswordDto;
export type ValidateResetTokenApiResponse = /** status 200  */ ResetTokenView;
export type ValidateResetTokenApiArg = string | undefined;
export type ResetPasswordApiResponse = /** status 200  */ MessageView;
export type ResetPasswordApiArg = ResetPasswordDto;
export type ChangePasswordApiResponse = /** status 200  */ MessageView;
export type ChangePasswordApiArg = ChangePasswordDto;
export type UpdateProfileApiResponse = /** status 200  */ SelfView;
export type UpdateProfileApiArg = UpdateProfileDto;
export type GetSettingsApiResponse = /** status 200  */ SettingsView;
export type GetSettingsApiArg = void;
export type UpdateSettingsApiResponse = /** status 200  */ SettingsView;
export type UpdateSettingsApiArg = UpdateSettingsDto;
export type GetPrivacyApiResponse = /** status 200  */ PrivacyView;
export type GetPrivacyApiArg = void;
export type UpdatePrivacyApiResponse = /** status 200  */ PrivacyView;
export type UpdatePrivacyApiArg = UpdatePrivacyDto;
export type SearchUsersApiResponse = /** status 200  */ UserSearchView;
export type SearchUsersApiArg = {
  /** Name, username or e-mail prefix */
  q: string;
  limit?: number;
  offset?: number;
};
export type DeleteAccountApiResponse = /** status 200  */ MessageView;
export type DeleteAccountApiArg = void;
export type CreateUploadApiResponse = /** status 201  */ UploadSlotView;
export type CreateUploadApiArg = void;
export type UploadImageApiResponse = /** status 200  */ UploadReceivedView;
export type UploadImageApiArg = {
  id: string;
  /** The image itself */
  body: Blob;
};
export type SetProfilePictureApiResponse = /** status 200  */ SelfView;
export type SetProfilePictureApiArg = SetProfilePictureDto;
export type RequestDataExportApiResponse = /** status 201  */ DataExportView;
export type RequestDataExportApiArg = string;
export type ListDataExportsApiResponse = /** status 200  */ DataExportView[];
export type ListDataExportsApiArg = string;
export type RetryDataExportApiResponse = /** status 200  */ DataExportView;
export type RetryDataExportApiArg = {
  userId: string;
  exportId: string;
};
export type DownloadDataExportApiResponse = unknown;
export type DownloadDataExportApiArg = {
  userId: string;
  exportId: string;
};
export type GetUserByIdApiResponse = /** status 200  */ SelfView;
export type GetUserByIdApiArg = string;
export type SelfView = {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  colorTheme: 'blue' | 'green' | 'purple' | 'orange' | 'pink' | 'teal';
  profilePicture: string | null;
  createdAt: string;
};
export type SignupDto = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type RefreshedView = {
  ok: boolean;
};
export type MessageView = {
  message: string;
};
export type ForgotPasswordDto = {
  email: string;
};
export type ResetTokenView = {
  valid: boolean;
};
export type ResetPasswordDto = {
  token: string;
  newPassword: string;
};
export type ChangePasswordDto = {
  currentPassword: string;
  newPassword: string;
};
export type UpdateProfileDto = {
  firstName: string;
  lastName: string;
  email: string;
  bio?: string;
  username?: string;
  colorTheme?: 'blue' | 'green' | 'purple' | 'orange' | 'pink' | 'teal';
};
export type SettingsView = {
  emailNotifications: boolean;
  pushNotifications: boolean;
  language: 'en' | 'es' | 'fr' | 'de' | 'zh' | 'da';
  timezone: string;
  darkMode: boolean;
};
export type UpdateSettingsDto = {
  emailNotifications?: boolean;
  pushNotifications?: boolean;
  darkMode?: boolean;
  language?: 'en' | 'es' | 'fr' | 'de' | 'zh' | 'da';
  /** An IANA time zone */
  timezone?: string;
};
export type PrivacyView = {
  profileVisibility: boolean;
  scheduleVisibility: boolean;
  allowDirectMessages: boolean;
  showOnlineStatus: boolean;
};
export type UpdatePrivacyDto = {
  profileVisibility?: boolean;
  scheduleVisibility?: boolean;
  allowDirectMessages?: boolean;
  showOnlineStatus?: boolean;
};
export type PublicUserView = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  colorTheme: 'blue' | 'green' | 'purple' | 'orange' | 'pink' | 'teal';
  profilePicture: string | null;
};
export type UserSearchView = {
  users: PublicUserView[];
  total: number;
  limit: number;
  offset: number;
};
export type UploadSlotView = {
  /** Where to PUT the image */
  uploadURL: string;
};
export type UploadReceivedView = {
  id: string;
  size: number;
  contentType: string;
};
export type SetProfilePictureDto = {
  /** The uploadURL of POST /api/objects/upload */
  profilePictureURL?: string;
  uploadURL?: string;
  url?: string;
};
export type DataExportView = {
  id: string;
  status: 'running' | 'ready' | 'failed' | 'expired';
  requestedAt: string;
  /** Parts answered so far */
  partsAnswered: number;
  /** Parts the archive needs */
  partsTotal: number;
  /** Services that did not answer in time (a failed export) */
  missingServices: string[];
  completedAt: string | null;
  expiresAt: string | null;
  /** Archive size in bytes */
  size: number | null;
  /** Where the signed-in owner downloads the ZIP */
  downloadUrl: string | null;
};
