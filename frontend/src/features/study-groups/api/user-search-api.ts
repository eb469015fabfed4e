import { api } from '@/lib/api';

/** What identity shows of other users in search results (ADR 006). */
export interface FoundUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  colorTheme: string;
  profilePicture: string | null;
}

/** SPEC.md §9: user search results are cached for one minute. */
export const USER_SEARCH_CACHE_S = 60;

export const userSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchUsers: build.query<FoundUser[], string>({
      query: (q) => ({ url: '/users/search', params: { q, limit: 10 } }),
      transformResponse: (body: { users?: FoundUser[] }) => body.users ?? [],
      keepUnusedDataFor: USER_SEARCH_CACHE_S,
    }),
  }),
});

export const { useSearchUsersQuery } = userSearchApi;
