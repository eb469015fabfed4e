import { TeamOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { isUnavailable } from '@/lib/api-error';
import { useMinuteTick } from '@/lib/use-minute-tick';
import type { StudyGroup } from '../api/study-groups-api';
import { useGroupsPresence } from '../hooks/use-group-presence';
import { useViewerZone } from '../hooks/use-viewer-zone';
import { onCampusMembers } from '../utils/on-campus';
import { MemberPresenceRow } from './member-presence-row';
import '../presence.css';
import styles from '../study-groups.module.css';

interface Props {
  groups: readonly StudyGroup[];
  userId: string;
}

/** Who from the viewer's groups is on campus now, each once, with what their timetable says. */
export function OnCampusPanel({ groups, userId }: Props) {
  const { t } = useTranslation(['presence', 'common']);
  const now = useMinuteTick();
  const zone = useViewerZone();
  const { results, refetch } = useGroupsPresence(groups.map((g) => g.id));
  const members = onCampusMembers(
    groups,
    results.map((r) => r.data),
    now,
    userId,
  );

  let body;
  if (!groups.length) body = <p className="muted small">{t('presence:panel.noGroups')}</p>;
  else if (results.some((r) => r.isLoading || r.isUninitialized) && !members.length) body = <PageSpinner label={t('presence:panel.loading')} />;
  else if (results.every((r) => r.isError)) {
    const unavailable = results.some((r) => isUnavailable(r.error));
    body = (
      <Alert
        type={unavailable ? 'info' : 'error'}
        showIcon
        title={unavailable ? t('presence:errors.unavailable') : t('presence:errors.studyGroupPresence')}
        action={<Button onClick={refetch}>{t('common:actions.retry')}</Button>}
      />
    );
  } else if (!members.length) body = <p className="muted small pr-empty">{t('presence:panel.empty')}</p>;
  else
    body = (
      <ul className="pr-member-list">
        {members.map((m) => (
          <MemberPresenceRow key={m.userId} member={m} now={now} zone={zone} showGroups />
        ))}
      </ul>
    );

  return (
    <section className={`${styles.sgPanel} pr-panel`} aria-labelledby="on-campus-title" aria-live="polite">
      <h2 id="on-campus-title" className="sg-panel-title">
        <TeamOutlined aria-hidden /> {t('presence:panel.title')}
        {members.length ? <span className="sg-count pr-count">{members.length}</span> : null}
      </h2>
      {body}
    </section>
  );
}
