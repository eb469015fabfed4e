import { useTranslation } from 'react-i18next';
import type { OnCampusMember } from '../utils/on-campus';
import { statusLine, timetableLine } from '../utils/presence-line';
import { MemberAvatar } from './member-avatar';

interface Props {
  member: OnCampusMember;
  now: Date;
  zone: string | undefined;
  /** The 'who is on campus' panel names the groups a member shares with the viewer. */
  showGroups?: boolean;
  you?: boolean;
}

/** One member on campus: 'Ada · On campus · Solbjerg Plads', then 'In class until 11:50 · Macroeconomics Lecture'. */
export function MemberPresenceRow({ member, now, zone, showGroups = false, you = false }: Props) {
  const { t } = useTranslation('presence');
  const status = statusLine(member.presence, now, zone);
  const timetable = timetableLine(member.presence.timetable);
  return (
    <li className="pr-member">
      <span className="pr-avatar">
        <MemberAvatar initials={member.initials} color={member.color} presence="on_campus" />
      </span>
      <span className="pr-member-text">
        <span className="pr-member-name">{you ? t('presence:member.you', { name: member.name }) : member.name}</span>
        <span className="pr-member-status">{t(status.key, status.values ?? {})}</span>
        {timetable ? <span className="pr-member-timetable">{t(timetable.key, timetable.values ?? {})}</span> : null}
        {showGroups ? <span className="muted small">{t('presence:panel.groups', { groups: member.groups.join(', ') })}</span> : null}
      </span>
    </li>
  );
}
