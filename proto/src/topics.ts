// Topic names: one per producing domain and version (ARCHITECTURE.md §4).
export const Topics = {
  identityUsers: 'identity.users.v1',
} as const;

export const IdentityEventTypes = {
  userRegistered: 'identity.user.registered',
  userUpdated: 'identity.user.updated',
  userDeleted: 'identity.user.deleted',
} as const;
