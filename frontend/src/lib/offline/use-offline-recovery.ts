import { useEffect } from 'react';
import { api } from '../api';
import { useAppDispatch } from '../store';

/** What a page shows of the student's own data: asked again when it may have been missed or not kept. */
const OWN_DATA = ['User', 'Settings', 'Events', 'Feeds', 'Groups', 'Subscription'] as const;

/**
 * The app catches up by itself (ADR 033): when the network returns, the student's data is asked
 * again (the session included, so a probe that failed offline does not leave the sign-in form up);
 * and when the service worker first takes control, the answers loaded before it are asked again
 * through it, so they are kept for an offline visit right after the first one.
 */
export function useOfflineRecovery() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const refresh = () => dispatch(api.util.invalidateTags([...OWN_DATA]));
    window.addEventListener('online', refresh);
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    worker?.addEventListener('controllerchange', refresh);
    return () => {
      window.removeEventListener('online', refresh);
      worker?.removeEventListener('controllerchange', refresh);
    };
  }, [dispatch]);
}
