import { EnvironmentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isUnavailable } from '@/lib/api-error';
import type { StudyGroup } from '../api/study-groups-api';
import type { useGroupPresence } from '../hooks/use-group-presence';
import { onCampusMembers } from '../utils/on-campus';
import { MemberPresenceRow } from './member-presence-row';

interface Props {
  group: StudyGroup;
  userId: string;
  presence: ReturnType<typeof useGroupPresence>;
  now: Date;
  zone: string | undefined;
  /** The id of the card's heading, the group's name. */
  groupTitleId: string;
}

/** The group card's 'On Campus Now' panel. */
export function OnCampusNow({ group, userId, presence, now, zone, groupTitleId }: Props) {
  const { t } = useTranslation(['presence', 'common']);
  const titleId = `group-${group.id}-on-campus`;
  const members = onCampusMembers([group], [presence.data], now);

  let body;
  if (presence.isLoading) body = <p className="muted small">{t('presence:panel.loading')}</p>;
  else if (presence.error && !presence.data)
    body = isUnavailable(presence.error) ? (
      <p className="muted small">{t('presence:errors.unavailable')}</p>
    ) : (
      <p className="pr-error small">
        {t('presence:errors.groupPresence')}{' '}
        <Button type="link" size="small" onClick={() => void presence.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </p>
    );
  else if (!members.length) body = <p className="muted small">{t('presence:card.empty')}</p>;
  else
    body = (
      <ul className="pr-member-list">
        {members.map((m) => (
          <MemberPresenceRow key={m.userId} member={m} now={now} zone={zone} you={m.userId === userId} />
        ))}
      </ul>
    );

  return (
    // Named with the group too ('On Campus Now Macro crew'): every card has one, and regions need unique names (axe landmark-unique).
    <section className="pr-card-panel" aria-labelledby={`${titleId} ${groupTitleId}`}>
      <h4 id={titleId} className="pr-card-title">
        <EnvironmentOutlined aria-hidden /> {t('presence:card.title')}
        {members.length ? <span className="sg-count pr-count">{members.length}</span> : null}
      </h4>
      {body}
    </section>
  );
}
