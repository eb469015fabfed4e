import { createAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type SubscriptionOptions } from '@reduxjs/toolkit/query/react';
import { newTraceparent } from './trace-context';

/** Dispatched when a call is refused with 401 even after a token refresh: the session is over. */
export const sessionEnded = createAction('session/ended');

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  // Looked up per call, not when the module loads: component tests install their fetch later.
  fetchFn: (input, init) => fetch(input, init),
  // The gateway refuses state-changing calls without it (CSRF defence, ADR 002).
  prepareHeaders: (headers) => {
    headers.set('X-Requested-With', 'XMLHttpRequest');
    headers.set('traceparent', newTraceparent());
    return headers;
  },
});

// Calls whose 401 means "wrong credentials" or "no session", never "access token expired".
const NO_REFRESH = ['/auth/login', '/auth/signup', '/auth/refresh', '/auth/logout', '/auth/forgot-password', '/auth/reset-password'];
// The session probe answers "signed out" on its own; it must not end the session again.
const SESSION_PROBE = '/auth/user';

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url).split('?')[0]!;

// One refresh at a time: parallel 401s wait for the same rotation (a second rotation of the
// same refresh token would be taken for theft and revoke the session).
let refreshing: Promise<boolean> | undefined;

async function refreshSession(api: Parameters<BaseQueryFn>[1], extraOptions: object): Promise<boolean> {
  refreshing ??= Promise.resolve(rawBaseQuery({ url: '/auth/refresh', method: 'POST' }, api, extraOptions))
    .then((r) => !r.error)
    .finally(() => setTimeout(() => (refreshing = undefined), 0));
  return refreshing;
}

/**
 * Renews the access token for a caller outside RTK Query (the live stream before it reconnects),
 * joining a refresh already in flight.
 */
export function refreshSessionOutsideQueries(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, getState: () => unknown): Promise<boolean> {
  const controller = new AbortController();
  return refreshSession(
    { signal: controller.signal, abort: () => controller.abort(), dispatch, getState, extra: undefined, endpoint: 'refreshSession', type: 'mutation' },
    {},
  );
}

/** Same-origin /api with the session cookies; on a 401 refresh the session once and retry. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  const url = urlOf(args);
  if (result.error?.status !== 401 || NO_REFRESH.includes(url)) return result;
  if (await refreshSession(api, extraOptions)) result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && url !== SESSION_PROBE) api.dispatch(sessionEnded());
  return result;
};

/** The options of a feature's own query hook that wraps a generated one (the result stays the endpoint's). */
export type QueryOptions = SubscriptionOptions & { skip?: boolean; refetchOnMountOrArgChange?: boolean | number };

/**
 * The one RTK Query slice (docs/product/screens-and-navigation.md: data stale after 5 minutes, no retries, no refetch on
 * focus; polls are set per endpoint). Endpoints are generated from the services' OpenAPI documents into
 * lib/api-generated (`npm run api -w frontend`); features add tags and other options with `enhanceEndpoints`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'User',
    'Settings',
    'Privacy',
    'DataExports',
    'Subscription',
    'Plans',
    'Events',
    'Feeds',
    'Groups',
    'Invitations',
    'Presence',
    'Campuses',
    'Sessions',
  ],
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
