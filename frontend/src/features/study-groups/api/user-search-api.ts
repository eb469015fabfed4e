import type { DefinitionsFromApi, OverrideResultType } from '@reduxjs/toolkit/query/react';
import type { QueryOptions } from '@/lib/api';
import { identityApi, type PublicUserView, type UserSearchView } from '@/lib/api-generated/identity';

/** What identity shows of other users in search results (ADR 006). */
export type FoundUser = PublicUserView;

/** User search results are cached for one minute. */
export const USER_SEARCH_CACHE_S = 60;
const SEARCH_LIMIT = 10;

type Definitions = DefinitionsFromApi<typeof identityApi>;
// The screen needs the matches only.
type SearchDefinitions = Omit<Definitions, 'searchUsers'> & { searchUsers: OverrideResultType<Definitions['searchUsers'], FoundUser[]> };

export const userSearchApi = identityApi.enhanceEndpoints<never, SearchDefinitions>({
  endpoints: {
    searchUsers: {
      transformResponse: (body: UserSearchView) => body.users ?? [],
      keepUnusedDataFor: USER_SEARCH_CACHE_S,
    },
  },
});

/** The first matches of a name, username or e-mail prefix. */
export const useSearchUsersQuery = (q: string, options?: QueryOptions) => userSearchApi.useSearchUsersQuery({ q, limit: SEARCH_LIMIT }, options);
