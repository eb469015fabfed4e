import type { StudyGroup } from '../api/study-groups-api';
import type { MemberPresence } from '../api/presence-api';
import { initials } from '@/utils/initials';
import { memberName } from './member-name';
import { currentStatus } from './presence-line';

export interface OnCampusMember {
  userId: string;
  name: string;
  initials: string;
  color: string;
  presence: MemberPresence;
  groups: string[];
}

/** A presence whose member is not (yet) in the loaded group is labelled by the first 8 characters of the user id. */
export const presenceLabel = (userId: string) => userId.slice(0, 8);

/**
 * The members on campus now across the given groups' presence answers, each once (with the
 * names of the groups they share with the viewer), sorted by name. A member in a study session of one
 * of the groups is read from that group's answer, which names it; the others only say 'busy'.
 */
export function onCampusMembers(
  groups: readonly StudyGroup[],
  presenceByGroup: readonly (Record<string, MemberPresence> | undefined)[],
  now: Date,
  exclude?: string,
): OnCampusMember[] {
  const found = new Map<string, OnCampusMember>();
  groups.forEach((group, i) => {
    for (const [userId, presence] of Object.entries(presenceByGroup[i] ?? {})) {
      if (userId === exclude || currentStatus(presence, now) !== 'on_campus') continue;
      const known = found.get(userId);
      if (known) {
        known.groups.push(group.name);
        // Each group's answer names only its own study sessions: the one that names the session says most (ADR 056).
        if (presence.timetable?.kind === 'session' && known.presence.timetable?.kind !== 'session') known.presence = presence;
        continue;
      }
      const member = group.members.find((m) => m.userId === userId);
      found.set(userId, {
        userId,
        name: member ? memberName(member) : presenceLabel(userId),
        initials: initials(member ? member.user : { username: userId }),
        color: member?.color ?? 'blue',
        presence,
        groups: [group.name],
      });
    }
  });
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
