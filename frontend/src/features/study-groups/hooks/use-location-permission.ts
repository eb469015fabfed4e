import { useCallback, useEffect, useRef, useState } from 'react';
import { PERMISSION_REQUEST_OPTIONS, geolocationSupported, queryPermission, readPosition, type LocationPermission } from '../utils/geolocation';

const asPermission = (state: PermissionState): LocationPermission => (state === 'granted' || state === 'denied' ? state : 'prompt');

/**
 * The location permission (docs/product/presence.md: prompt, granted, denied; changes are listened to where the
 * Permissions API exists). `refresh` probes it again; `request` asks the browser by reading the
 * position once.
 */
export function useLocationPermission() {
  const [state, setState] = useState<LocationPermission>('prompt');
  const status = useRef<PermissionStatus | undefined>(undefined);

  useEffect(() => {
    let live = true;
    const onChange = () => status.current && setState(asPermission(status.current.state));
    queryPermission().then(
      (found) => {
        if (!live || !found) return;
        status.current = found;
        found.addEventListener('change', onChange);
        onChange();
      },
      () => undefined,
    );
    return () => {
      live = false;
      status.current?.removeEventListener('change', onChange);
    };
  }, []);

  /** Probes the permission again; throws when the probe fails or times out. */
  const refresh = useCallback(async (): Promise<LocationPermission> => {
    const found = await queryPermission();
    const next = found ? asPermission(found.state) : state;
    setState(next);
    return next;
  }, [state]);

  /** Reads the position once, which makes the browser ask; answers the permission that follows. */
  const request = useCallback(async (): Promise<LocationPermission> => {
    if (!geolocationSupported()) return 'prompt';
    let next: LocationPermission;
    try {
      await readPosition(PERMISSION_REQUEST_OPTIONS);
      next = 'granted';
    } catch (error) {
      // The browser's own answer after the prompt, where it tells (a dismissed prompt stays 'prompt');
      // otherwise denied is code 1, and a fix that fails or is slow after allowing still means granted.
      const found = await queryPermission().catch(() => undefined);
      const code = (error as GeolocationPositionError | undefined)?.code;
      next = found ? asPermission(found.state) : code === 1 ? 'denied' : code === 2 || code === 3 ? 'granted' : 'prompt';
    }
    setState(next);
    return next;
  }, []);

  return { state, refresh, request };
}
