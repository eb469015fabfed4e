import { useCallback } from 'react';
import { api } from './api';
import { identityApi, type SelfView } from './api-generated/identity';
import { clearOfflineData } from './offline/clear-offline-data';
import { forgetLastKnownUser, lastKnownUser, rememberUser } from './offline/last-known-user';
import { accountCreated, signedIn, signedOut } from './session';
import { useAppDispatch, useAppSelector } from './store';

/** The signed-in user as identity shows it to its owner (GET /api/auth/user). */
export type User = SelfView;

export const authApi = identityApi
  .enhanceEndpoints({
    endpoints: {
      login: { onQueryStarted: (_arg, { dispatch, queryFulfilled }) => startSession(dispatch, queryFulfilled) },
      signup: { onQueryStarted: (_arg, { dispatch, queryFulfilled }) => startSession(dispatch, queryFulfilled, true) },
      validateResetToken: { keepUnusedDataFor: 0 },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** null when nobody is signed in (a non-ok answer means "not signed in"). */
      getUser: build.query<User | null, void>({
        async queryFn(_arg, _api, _extra, baseQuery) {
          const result = await baseQuery('/auth/user');
          if (result.error?.status === 401) {
            // Nobody is signed in (a session that ran out while the app was closed): nobody's weeks stay for offline use.
            forgetLastKnownUser();
            await clearOfflineData();
            return { data: null };
          }
          // No network and no kept answer: the last signed-in student stays signed in (the offline notice says so).
          const offline = result.error?.status === 'FETCH_ERROR' ? lastKnownUser() : undefined;
          if (offline) return { data: offline };
          if (result.error) return { error: result.error };
          rememberUser(result.data as User);
          return { data: result.data as User };
        },
        providesTags: ['User'],
      }),
    }),
  });

async function startSession(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<{ data: User }>, newAccount = false) {
  try {
    const { data } = await queryFulfilled;
    // Known before the user appears, so the guard that sees them first sends a new student to the onboarding.
    if (newAccount) dispatch(accountCreated());
    dispatch(authApi.util.upsertQueryData('getUser', undefined, data));
    rememberUser(data);
    dispatch(signedIn());
  } catch {
    // The form shows the error.
  }
}

export const {
  useGetUserQuery,
  useLoginMutation,
  useSignupMutation,
  useForgotPasswordMutation,
  useValidateResetTokenQuery,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = authApi;

export type SessionStatus = 'loading' | 'signed-in' | 'visitor';

/** Who is using the app: loading while the first GET /api/auth/user is under way. */
export function useSession(): { status: SessionStatus; user: User | null; error: boolean } {
  const hidden = useAppSelector((s) => s.session.signedOut);
  const { data, error, isLoading, isError } = useGetUserQuery(undefined, { skip: hidden });
  if (hidden) return { status: 'visitor', user: null, error: false };
  // Only the first probe shows the spinner: asking again after a failure (offline, server down)
  // must not take the page away, or the page's own hooks ask again as it comes back, endlessly.
  if (isLoading && !error) return { status: 'loading', user: null, error: false };
  return data ? { status: 'signed-in', user: data, error: false } : { status: 'visitor', user: null, error: isError };
}

/** The user of a screen that only signed-in users reach. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser outside the signed-in routes');
  return user;
}

/** Clears the local session whatever the server answers (docs/product/accounts.md); resolves true if the server call worked. */
export function useSignOut(): () => Promise<boolean> {
  const dispatch = useAppDispatch();
  const [logout] = authApi.useLogoutMutation();
  return useCallback(async () => {
    const ok = await logout()
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    return ok;
  }, [dispatch, logout]);
}

/** After the account is deleted the server has already cleared the cookies. */
export function useForgetSession(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch]);
}
