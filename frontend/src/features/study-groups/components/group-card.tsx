import { DeleteOutlined, LinkOutlined, MoreOutlined, TableOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tag, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogOutIcon } from '@/components/icons/log-out-icon';
import { useMinuteTick } from '@/lib/use-minute-tick';
import { initials } from '@/utils/initials';
import type { StudyGroup } from '../api/study-groups-api';
import { useGroupPresence } from '../hooks/use-group-presence';
import { useViewerZone } from '../hooks/use-viewer-zone';
import { memberName } from '../utils/member-name';
import { currentStatus } from '../utils/presence-line';
import { FreeTogetherBanner } from './free-together-banner';
import { GroupDescription } from './group-description';
import { MemberAvatar, MoreAvatars } from './member-avatar';
import { OnCampusNow } from './on-campus-now';
import styles from '../study-groups.module.css';

/** A group card shows the first 4 members, then '+N'. */
export const CARD_AVATARS = 4;

interface Props {
  group: StudyGroup;
  userId: string;
  selected: boolean;
  /** The student is leaving or deleting this group: its presence is asked no more. */
  leaving?: boolean;
  onCompare: () => void;
  onInvite: () => void;
  /** Opens the group's join links (ADR 031). */
  onShare: () => void;
  onDelete: () => void;
  onLeave: () => void;
}

/** The group card (docs/product/groups-and-comparison.md): name, description, course code, Delete (creator) or Leave menu, members with presence dots, On Campus Now, Compare, Invite. */
export function GroupCard({ group, userId, selected, leaving = false, onCompare, onInvite, onShare, onDelete, onLeave }: Props) {
  const { t } = useTranslation(['groups', 'presence', 'joinLinks']);
  const presence = useGroupPresence(group.id, { skip: leaving });
  const now = useMinuteTick();
  const zone = useViewerZone();
  const statusOf = (memberId: string) => {
    const state = presence.data?.[memberId];
    return state ? currentStatus(state, now) : undefined;
  };
  const spoken = (m: StudyGroup['members'][number]) => {
    const status = statusOf(m.userId);
    return status ? t('presence:member.dot', { name: memberName(m), status: t(`presence:status.${status}`) }) : memberName(m);
  };
  const isCreator = group.createdBy === userId;
  const shown = group.members.slice(0, CARD_AVATARS);
  const more = group.members.length - shown.length;
  const titleId = `group-${group.id}-title`;

  const items: MenuProps['items'] = isCreator
    ? [{ key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('groups:card.delete'), danger: true }]
    : [{ key: 'leave', icon: <LogOutIcon aria-hidden />, label: t('groups:card.leave'), danger: true }];

  return (
    <article className={selected ? 'sg-card selected' : 'sg-card'} aria-labelledby={titleId}>
      <header className={styles.sgCardHead}>
        <div className={styles.sgCardTitles}>
          <h3 id={titleId} className={styles.sgCardTitle}>
            {group.name}
          </h3>
          {group.courseCode ? <Tag className={styles.sgCourse}>{group.courseCode}</Tag> : null}
        </div>
        <Dropdown menu={{ items, onClick: ({ key }) => (key === 'delete' ? onDelete() : onLeave()) }} trigger={['click']} placement="bottomRight">
          <Button type="text" icon={<MoreOutlined aria-hidden />} aria-label={t('groups:card.actions', { name: group.name })} />
        </Dropdown>
      </header>
      {group.description ? <GroupDescription text={group.description} /> : null}
      <div className={styles.sgCardMembers}>
        <span className="sg-avatar-row">
          {shown.map((m) => (
            <MemberAvatar key={m.id} initials={initials(m.user)} color={m.color} name={spoken(m)} presence={statusOf(m.userId)} />
          ))}
          {more > 0 ? <MoreAvatars count={more} /> : null}
        </span>
        <span className="muted small">{t('groups:members', { count: group.memberCount ?? group.members.length })}</span>
        <span className="visually-hidden">{group.members.map(spoken).join(', ')}</span>
      </div>
      <FreeTogetherBanner group={group} userId={userId} presence={presence} now={now} zone={zone} onShowSessions={onCompare} />
      <OnCampusNow group={group} userId={userId} presence={presence} now={now} zone={zone} groupTitleId={titleId} />
      <div className={styles.sgCardActions}>
        <Button type={selected ? 'default' : 'primary'} icon={<TableOutlined aria-hidden />} onClick={onCompare} aria-describedby={titleId}>
          {t('groups:card.compare')}
        </Button>
        <Button icon={<UserAddOutlined aria-hidden />} onClick={onInvite} aria-describedby={titleId}>
          {t('groups:card.invite')}
        </Button>
        <Button icon={<LinkOutlined aria-hidden />} onClick={onShare} aria-describedby={titleId}>
          {t('joinLinks:share.button')}
        </Button>
      </div>
    </article>
  );
}
