import { useSyncExternalStore } from 'react';

let connected = false;
const listeners = new Set<() => void>();

/** Set by the mounted LiveStream: whether this tab's live stream is up (a `ready` arrived). */
export function setLiveConnected(value: boolean): void {
  if (value === connected) return;
  connected = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the live stream is up; false while it reconnects, when signed out, or without EventSource. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connected,
    () => false,
  );
}

/** The polls of docs/product/screens-and-navigation.md, used only while the stream is down. */
export const LIVE_FALLBACK_POLL_MS = { groupPresence: 30_000, ownPresence: 300_000 } as const;

/**
 * A polling interval for RTK Query that is on only while the live stream is down:
 * `useGetGroupPresenceQuery(id, { pollingInterval: useLiveFallbackPolling(LIVE_FALLBACK_POLL_MS.groupPresence) })`.
 */
export function useLiveFallbackPolling(intervalMs: number): number {
  return useLiveConnected() ? 0 : intervalMs;
}
