import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolveTimeZone, wallClockAt } from '@overlap/time';
import { identityApi } from '@/lib/api-generated/identity';
import { answerOf, useMySessions, type StudySession } from '@/lib/study-sessions';
import styles from './notification-bell.module.css';

/** Sessions the bell tells about: ahead and not yet answered, or cancelled (ADR 052). */
export function useSessionNotices(userId: string | undefined, skip: boolean): StudySession[] {
  const { data } = useMySessions(skip ? undefined : userId);
  return (data ?? []).filter((s) => s.cancelled || answerOf(s, userId) === 'none');
}

/** The bell's part for study sessions: each leads to its group's page, where it is answered. */
export function SessionNotices({ sessions, onOpen }: { sessions: StudySession[]; onOpen: (groupId: string) => void }) {
  const { t, i18n } = useTranslation(['sessions', 'common']);
  // On the student's clock, as their calendar shows it (schedules' default zone when they never chose one).
  const zone = resolveTimeZone(identityApi.useGetSettingsQuery(undefined, { skip: !sessions.length }).data?.timezone);
  if (!sessions.length) return null;
  return (
    <ul className={styles.bellList} aria-label={t('sessions:bell.listLabel')}>
      {sessions.map((s) => {
        const at = wallClockAt(new Date(s.start), zone);
        const day = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
          new Date(`${at.date}T00:00:00Z`),
        );
        return (
          <li key={s.id}>
            <button type="button" className={`${styles.bellItem} bell-session`} onClick={() => onOpen(s.groupId)}>
              <span className={styles.bellItemHead}>
                <strong className={styles.bellItemGroup}>{s.title}</strong>
                <Tag color={s.cancelled ? 'red' : 'purple'} className={styles.bellNew}>
                  {t(s.cancelled ? 'sessions:bell.cancelled' : 'sessions:bell.new')}
                </Tag>
              </span>
              <span className={styles.bellItemFrom}>
                {s.groupName} · {day} {at.time}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
