import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toasts/toast-store';
import { serverMessage } from '@/lib/api-error';
import { LIVE_FALLBACK_POLL_MS, useLiveFallbackPolling } from '@/lib/live/live-status';
import {
  CAMPUSES_CACHE_S,
  useGetCampusesQuery,
  useGetPresenceQuery,
  useToggleSharingMutation,
  useUpdatePresenceMutation,
  type Presence,
} from '../api/presence-api';
import { decidePresence, reportChanged, type PresenceReport } from '../utils/geofence';
import { DETECTION_INTERVAL_MS, POSITION_OPTIONS, geolocationSupported, readPosition } from '../utils/geolocation';
import { UNSUPPORTED_KEY, locationErrorKey } from '../utils/location-errors';
import { useLocationPermission } from './use-location-permission';

const reportOf = (p: Presence | undefined): PresenceReport | undefined =>
  p?.sharingEnabled ? { campusId: p.campus?.id ?? null, status: p.status } : undefined;

/**
 * The signed-in student's campus presence (docs/product/presence.md): turning sharing on and off with the
 * permission flow and its toasts, and while sharing, deciding on the device which campus the
 * position lies in — on every position change and every 2 minutes — and sending only
 * `{campusId, status}`, and only when one of them changed.
 */
export function usePresenceSharing(userId: string) {
  const { t } = useTranslation('presence');
  const presence = useGetPresenceQuery(userId, { pollingInterval: useLiveFallbackPolling(LIVE_FALLBACK_POLL_MS.ownPresence) });
  const campuses = useGetCampusesQuery(undefined, { refetchOnMountOrArgChange: CAMPUSES_CACHE_S });
  const [toggleSharing, toggling] = useToggleSharingMutation();
  const [updatePresence] = useUpdatePresenceMutation();
  const permission = useLocationPermission();
  const [locationError, setLocationError] = useState<string | undefined>(undefined);

  const sharing = presence.data?.sharingEnabled ?? false;
  // What the server holds: the base a new decision is compared with.
  const lastSent = useRef<PresenceReport | undefined>(undefined);
  useEffect(() => {
    lastSent.current = reportOf(presence.data);
  }, [presence.data]);

  // Sharing ends by itself at the end of the local day: read the state again then.
  const endsAt = presence.data?.sharingEndsAt;
  const { refetch } = presence;
  useEffect(() => {
    if (!endsAt) return;
    const wait = Date.parse(endsAt) - Date.now();
    // setTimeout holds at most ~24.8 days; an end further out is read again by the polls.
    if (!(wait < 2 ** 31 - 1)) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, wait) + 1000);
    return () => clearTimeout(timer);
  }, [endsAt, refetch]);

  const report = useCallback(
    async (next: PresenceReport) => {
      if (!reportChanged(lastSent.current, next)) return;
      const previous = lastSent.current;
      lastSent.current = next;
      const result = await updatePresence(next);
      if ('error' in result) {
        lastSent.current = previous;
        toast({ variant: 'error', title: t('toast.updateFailed'), description: serverMessage(result.error) });
      }
    },
    [updatePresence, t],
  );

  const list = campuses.data;
  useEffect(() => {
    if (!sharing || !list) return;
    if (!geolocationSupported()) {
      setLocationError(UNSUPPORTED_KEY);
      void report({ campusId: null, status: 'unknown' });
      return;
    }
    const onPosition = (position: GeolocationPosition) => {
      setLocationError(undefined);
      void report(decidePresence(position.coords, list));
    };
    // Unknown when the location cannot be read.
    const onError = (error: unknown) => {
      setLocationError(locationErrorKey(error));
      void report({ campusId: null, status: 'unknown' });
    };
    // A watch reports passing failures too (a fix that is slow, a provider that restarts, and
    // the next position follows at once): only a refusal counts; the 2-minute read decides the rest.
    const onWatchError = (error: GeolocationPositionError) =>
      error.code === error.PERMISSION_DENIED ? onError(error) : setLocationError(locationErrorKey(error));
    const watch = navigator.geolocation.watchPosition(onPosition, onWatchError, POSITION_OPTIONS);
    const timer = setInterval(() => readPosition().then(onPosition, onError), DETECTION_INTERVAL_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
    };
  }, [sharing, list, report]);

  const enable = useCallback(
    async (keepSharing: boolean) => {
      const result = await toggleSharing({ enabled: true, keepSharing });
      if ('error' in result) {
        const reason = serverMessage(result.error) ?? t('toast.toggleFailed');
        toast({ variant: 'error', title: t('toast.enableFailed', { reason }) });
        return;
      }
      lastSent.current = reportOf(result.data);
      toast({ variant: 'success', title: t('toast.enabledTitle'), description: t('toast.enabledText') });
    },
    [toggleSharing, t],
  );

  /** Refresh the permission; granted enables, otherwise ask, then say why not. */
  const turnOn = useCallback(
    async (keepSharing: boolean) => {
      if (!geolocationSupported()) {
        toast({ variant: 'error', title: t('location.unsupported') });
        return;
      }
      let state = await permission.refresh().catch(() => permission.state);
      if (state !== 'granted') state = await permission.request();
      if (state === 'granted') return enable(keepSharing);
      if (state === 'denied') toast({ variant: 'error', title: t('toast.deniedTitle'), description: t('toast.deniedText') });
      else toast({ variant: 'info', title: t('toast.promptTitle'), description: t('toast.promptText') });
    },
    [permission, enable, t],
  );

  const turnOff = useCallback(async () => {
    const result = await toggleSharing({ enabled: false });
    if ('error' in result) {
      toast({ variant: 'error', title: t('toast.disableFailed'), description: serverMessage(result.error) });
      return;
    }
    lastSent.current = undefined;
    setLocationError(undefined);
    toast({ variant: 'success', title: t('toast.disabledTitle'), description: t('toast.disabledText') });
  }, [toggleSharing, t]);

  /** 'Keep sharing' while sharing: the same call, with the new choice (the end of today comes back or goes). */
  const setKeepSharing = useCallback(
    async (keepSharing: boolean) => {
      const result = await toggleSharing({ enabled: true, keepSharing });
      if ('error' in result) toast({ variant: 'error', title: t('toast.toggleFailed'), description: serverMessage(result.error) });
    },
    [toggleSharing, t],
  );

  /** The refresh button: probe the permission again and say what it is. */
  const refreshPermission = useCallback(async () => {
    try {
      const state = await permission.refresh();
      toast({ variant: 'info', title: t('toast.status', { status: t(`permission.${state}`) }) });
    } catch {
      toast({ variant: 'error', title: t('toast.refreshFailed') });
    }
  }, [permission, t]);

  return {
    presence,
    campuses,
    sharing,
    permission: permission.state,
    locationError,
    busy: toggling.isLoading,
    turnOn,
    turnOff,
    setKeepSharing,
    refreshPermission,
  };
}
