import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { api, refreshSessionOutsideQueries } from '@/lib/api';
import { useAppDispatch, type RootState } from '@/lib/store';
import { LiveClient } from './live-client';
import { tagsToInvalidate, type LiveContext } from './live-invalidation';
import { setLiveConnected } from './live-status';

/**
 * Holds this tab's live stream while a user is signed in (mounted once, in the root shell) and
 * turns its events into RTK Query invalidations. Features do not use the stream directly: they
 * provide tags (see live-invalidation.ts) and poll only while `useLiveConnected()` is false.
 */
export function LiveStream(): null {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(() => {
    // Without EventSource (old browsers, component tests) the polls stay on.
    if (typeof EventSource === 'undefined') return;
    const context: LiveContext = { reconnected: false, selfId: null };
    const client = new LiveClient({
      createSource: (url) => new EventSource(url, { withCredentials: true }),
      refreshSession: () => refreshSessionOutsideQueries(dispatch, store.getState),
      onEvent: (event) => {
        const tags = tagsToInvalidate(event, context);
        if (event.type === 'ready') Object.assign(context, { reconnected: true, selfId: event.userId });
        if (tags.length) dispatch(api.util.invalidateTags(tags));
      },
      onConnectedChange: setLiveConnected,
    });
    // A tab whose stream a newer tab took over (the per-user cap) takes it back when shown again.
    const onVisible = () => document.visibilityState === 'visible' && client.resume();
    document.addEventListener('visibilitychange', onVisible);
    client.start();
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      client.stop();
      setLiveConnected(false);
    };
  }, [dispatch, store]);
  return null;
}
