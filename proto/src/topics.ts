// Topic names: one per producing domain and version (docs/architecture.md, Kafka topics).
export const Topics = {
  identityUsers: 'identity.users.v1',
  identitySessions: 'identity.sessions.v1',
  ingestionSchedules: 'ingestion.schedules.v1',
  groupsMembership: 'groups.membership.v1',
  groupsSessions: 'groups.sessions.v1',
  billingEntitlements: 'billing.entitlements.v1',
  presenceStatus: 'presence.status.v1',
  schedulesChanges: 'schedules.changes.v1',
} as const;

/**
 * The shared consumer groups, one per consuming service: each parks the events it cannot handle
 * in dlq.<group> (ADR 027), a topic the topic job creates beside the ones above (ADR 034).
 */
export const ConsumerGroups = {
  schedules: 'schedules',
  groups: 'groups',
  presence: 'presence',
  billing: 'billing',
  ingestion: 'ingestion.identity-users',
} as const;

export const IdentityEventTypes = {
  userRegistered: 'identity.user.registered',
  userUpdated: 'identity.user.updated',
  userDeleted: 'identity.user.deleted',
  sessionsRevoked: 'identity.sessions.revoked',
} as const;

export const IngestionEventTypes = {
  sourceOccurrencesReplaced: 'ingestion.source.occurrences-replaced',
  sourceRemoved: 'ingestion.source.removed',
} as const;

export const GroupsEventTypes = {
  memberJoined: 'groups.member.joined',
  memberLeft: 'groups.member.left',
  groupDeleted: 'groups.group.deleted',
  invitationSent: 'groups.invitation.sent',
  invitationAnswered: 'groups.invitation.answered',
  invitationWithdrawn: 'groups.invitation.withdrawn',
  sessionBooked: 'groups.session.booked',
  sessionChanged: 'groups.session.changed',
  sessionCancelled: 'groups.session.cancelled',
} as const;

export const BillingEventTypes = {
  entitlementChanged: 'billing.entitlement.changed',
} as const;

export const PresenceEventTypes = {
  statusChanged: 'presence.status.changed',
} as const;

export const SchedulesEventTypes = {
  scheduleChanged: 'schedules.schedule.changed',
} as const;
