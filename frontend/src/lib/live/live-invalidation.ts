import type { LiveEvent } from './live-events';

type LiveTag = 'Presence' | 'Groups' | 'Invitations' | 'Events' | 'Feeds' | 'Sessions' | { type: 'Presence' | 'Events'; id: string };

/** What the tab knows when an event arrives. */
export interface LiveContext {
  /** A `ready` came earlier on this page: the stream dropped and is back, events may have been missed. */
  reconnected: boolean;
  /** The signed-in user, as the stream's `ready` named them. */
  selfId: string | null;
}

/**
 * The RTK Query tags a live event makes stale. Group presence queries provide
 * `{ type: 'Presence', id: groupId }`, a student's own presence `{ type: 'Presence', id: userId }`,
 * a group's comparison `{ type: 'Events', id: groupId }` besides 'Groups' and 'Events'.
 * A `ready` after a drop refetches everything the stream keeps fresh, since events were missed
 * while it was down; the first `ready` of the page, and a renewal without a gap, change nothing.
 */
export function tagsToInvalidate(event: LiveEvent, { reconnected, selfId }: LiveContext): LiveTag[] {
  switch (event.type) {
    case 'ready':
      return reconnected ? ['Presence', 'Groups', 'Invitations', 'Events', 'Feeds', 'Sessions'] : [];
    case 'presence':
      return [{ type: 'Presence', id: event.userId }, ...event.groupIds.map((id) => ({ type: 'Presence' as const, id }))];
    case 'membership':
      return ['Groups', { type: 'Presence', id: event.groupId }];
    case 'invitation':
      // The invitee's bell and panel; the members' group (it lists who holds a pending invitation).
      return event.invitedUserId === selfId ? ['Invitations'] : ['Groups'];
    case 'session':
      // The group's session cards and the bell; calendars follow through the 'schedule' events schedules sends.
      return ['Sessions'];
    case 'schedule':
      // One's own calendar (and every comparison one is in); a co-member's: the comparisons of the groups shared.
      // Sessions too: a changed schedule may now clash with a session (its card names the class).
      return event.userId === selfId
        ? ['Events', 'Feeds', 'Sessions']
        : [...event.groupIds.map((id) => ({ type: 'Events' as const, id })), 'Sessions' as const];
    case 'closed':
      return [];
  }
}
