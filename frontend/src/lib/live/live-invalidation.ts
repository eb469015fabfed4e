import type { LiveEvent } from './live-events';

type LiveTag = 'Presence' | 'Groups' | { type: 'Presence'; id: string };

/**
 * The RTK Query tags a live event makes stale. Group presence queries provide
 * `{ type: 'Presence', id: groupId }`, a student's own presence `{ type: 'Presence', id: userId }`.
 * A `ready` after a reconnect refetches everything presence- and group-related, since events
 * were missed while the stream was down; the first `ready` of the page changes nothing.
 */
export function tagsToInvalidate(event: LiveEvent, reconnected: boolean): LiveTag[] {
  switch (event.type) {
    case 'ready':
      return reconnected ? ['Presence', 'Groups'] : [];
    case 'presence':
      return [{ type: 'Presence', id: event.userId }, ...event.groupIds.map((id) => ({ type: 'Presence' as const, id }))];
    case 'membership':
      return ['Groups', { type: 'Presence', id: event.groupId }];
  }
}
