import { api } from '@/lib/api';

/** SPEC.md §3 "Study group" (groups service). */
export interface StudyGroup {
  id: string;
  name: string;
  description?: string | null;
  courseCode?: string | null;
  createdBy: string;
  members: {
    id: string;
    userId: string;
    user?: { username?: string; firstName?: string; lastName?: string; colorTheme?: string; profilePicture?: string | null };
  }[];
}

export const studyGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserGroups: build.query<StudyGroup[], string>({
      query: (userId) => `/study-groups/user/${encodeURIComponent(userId)}`,
      transformResponse: (body: StudyGroup[] | { groups: StudyGroup[] }) => (Array.isArray(body) ? body : (body.groups ?? [])),
      providesTags: ['Groups'],
    }),
  }),
});

export const { useGetUserGroupsQuery } = studyGroupsApi;
