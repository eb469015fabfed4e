import { groupsApi, type StudySessionView } from './api-generated/groups';
import { useLiveConnected } from './live/live-status';

/** A study session as members see it (docs/product/groups-and-comparison.md, ADR 052). */
export type StudySession = StudySessionView;
export type SessionAnswer = 'going' | 'maybe' | 'declined';

/** While the live stream is down, a group's sessions are polled every 15 s. */
export const SESSIONS_POLL_MS = 15_000;

/**
 * The generated study-session endpoints with their cache tags: every change makes the sessions and
 * the calendars stale ('Events': a session shows in the week); the live stream's `session` events
 * do the same for the other members' tabs.
 */
export const studySessionsApi = groupsApi.enhanceEndpoints({
  endpoints: {
    getGroupStudySessions: { providesTags: ['Sessions'] },
    getMyStudySessions: { providesTags: ['Sessions'] },
    bookStudySession: { invalidatesTags: ['Sessions', 'Events'] },
    updateStudySession: { invalidatesTags: ['Sessions', 'Events'] },
    cancelStudySession: { invalidatesTags: ['Sessions', 'Events'] },
    answerStudySession: { invalidatesTags: ['Sessions', 'Events'] },
  },
});

export const { useBookStudySessionMutation, useUpdateStudySessionMutation, useCancelStudySessionMutation, useAnswerStudySessionMutation } = studySessionsApi;

/** A group's sessions ahead, kept fresh by the live stream (polled only while it is down). */
export function useGroupSessions(groupId: string | undefined) {
  const live = useLiveConnected();
  return studySessionsApi.useGetGroupStudySessionsQuery(groupId ?? '', { skip: !groupId, pollingInterval: live ? 0 : SESSIONS_POLL_MS });
}

/** The signed-in student's sessions ahead in all groups (the bell). */
export function useMySessions(userId: string | undefined) {
  const live = useLiveConnected();
  return studySessionsApi.useGetMyStudySessionsQuery(userId, { skip: !userId, pollingInterval: live ? 0 : SESSIONS_POLL_MS });
}

/** The caller's answer, 'none' before they answer. */
export const answerOf = (session: StudySession, userId: string | undefined) => session.answers.find((a) => a.userId === userId)?.answer ?? 'none';
