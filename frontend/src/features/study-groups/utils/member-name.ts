import type { GroupMember } from '../api/study-groups-api';

/** How a member is named on cards and in lists. */
export const memberName = (m: Pick<GroupMember, 'user'>) => m.user.displayName || m.user.username;
