import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import { LIVE_FALLBACK_POLL_MS, useLiveFallbackPolling } from '@/lib/live/live-status';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { presenceApi, useGetGroupPresenceQuery } from '../api/presence-api';
import { nextTimetableChange } from '../utils/timetable-change';
import { useViewerZone } from './use-viewer-zone';

/** A moment after a class ends or begins, so the server's clock has passed it too. */
const AFTER_CHANGE_MS = 2_000;

/**
 * A group's presence, polled every 30 s only while the live stream is down. `skip` while the student
 * leaves or deletes the group: asked then, the service answers 403 (the student is no member any more).
 */
export function useGroupPresence(groupId: string, { skip = false }: { skip?: boolean } = {}) {
  const presence = useGetGroupPresenceQuery(groupId, { skip, pollingInterval: useLiveFallbackPolling(LIVE_FALLBACK_POLL_MS.groupPresence) });
  useRefreshAtTimetableChange(groupId, skip ? undefined : presence.data);
  return presence;
}

/**
 * Time alone changes what the group's presence says ('In class until 11:50', who is free together):
 * when the next on-campus member's class ends or begins, the group's presence and its free-together
 * answer (the same tag) are asked again. The times are on the viewer's clock, the zone the server used.
 */
function useRefreshAtTimetableChange(groupId: string, data: Parameters<typeof nextTimetableChange>[0]) {
  const dispatch = useAppDispatch();
  const zone = useViewerZone() ?? DEFAULT_TIMEZONE;
  useEffect(() => {
    const next = nextTimetableChange(data, new Date(), zone);
    if (next === undefined) return;
    const timer = setTimeout(() => dispatch(presenceApi.util.invalidateTags([{ type: 'Presence', id: groupId }])), next - Date.now() + AFTER_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [data, zone, groupId, dispatch]);
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
