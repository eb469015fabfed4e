import { DomainError } from '@overlap/platform';

// ADR 031: the three ways a link can fail to open, each with its own code for the join page.
export const joinLinkNotFound = () =>
  new DomainError(404, 'This join link does not exist. Check that you copied all of it, or ask a member of the group for a new one.', 'join_link_not_found');
export const joinLinkExpired = () => new DomainError(410, 'This join link has expired. Ask a member of the group for a new one.', 'join_link_expired');
export const joinLinkRevoked = () =>
  new DomainError(410, 'This join link was turned off by a member of the group. Ask a member for a new one.', 'join_link_revoked');
export const joiningNeedsSubscription = () =>
  new DomainError(403, 'Upgrade Required: an active subscription is needed to join study groups.', 'subscription_required');
