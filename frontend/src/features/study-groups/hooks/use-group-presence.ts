import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { LIVE_FALLBACK_POLL_MS, useLiveFallbackPolling } from '@/lib/live/live-status';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { presenceApi, useGetGroupPresenceQuery } from '../api/presence-api';

/**
 * A group's presence, polled every 30 s only while the live stream is down. `skip` while the student
 * leaves or deletes the group: asked then, the service answers 403 (the student is no member any more).
 */
export function useGroupPresence(groupId: string, { skip = false }: { skip?: boolean } = {}) {
  return useGetGroupPresenceQuery(groupId, { skip, pollingInterval: useLiveFallbackPolling(LIVE_FALLBACK_POLL_MS.groupPresence) });
}

/** The presence of several groups at once (the page's 'who is on campus' panel); the same cache entries as the cards. */
export function useGroupsPresence(groupIds: readonly string[]) {
  const dispatch = useAppDispatch();
  const pollingInterval = useLiveFallbackPolling(LIVE_FALLBACK_POLL_MS.groupPresence);
  const key = groupIds.join('\n');
  const ids = useMemo(() => (key ? key.split('\n') : []), [key]);
  useEffect(() => {
    const subscriptions = ids.map((id) => dispatch(presenceApi.endpoints.getGroupPresence.initiate(id, { subscriptionOptions: { pollingInterval } })));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [dispatch, ids, pollingInterval]);
  const results = useAppSelector((state) => ids.map((id) => presenceApi.endpoints.getGroupPresence.select(id)(state)), shallowEqual);
  const refetch = () => ids.forEach((id) => void dispatch(presenceApi.endpoints.getGroupPresence.initiate(id, { subscribe: false, forceRefetch: true })));
  return { results, refetch };
}
