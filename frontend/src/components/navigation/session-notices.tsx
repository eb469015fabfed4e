import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolveTimeZone, wallClockAt } from '@overlap/time';
import { groupsApi } from '@/lib/api-generated/groups';
import { identityApi } from '@/lib/api-generated/identity';
import { answerOf, useMySessions, type StudySession } from '@/lib/study-sessions';
import styles from './notification-bell.module.css';

/** Sessions the bell tells about (ADR 052): ahead and not yet answered, cancelled, or — the reminder — starting within the student's chosen time. */
export function useSessionNotices(userId: string | undefined, skip: boolean): StudySession[] {
  const { data } = useMySessions(skip ? undefined : userId);
  const reminder = groupsApi.useGetSessionReminderQuery(undefined, { skip: skip || !data?.length }).data?.minutes ?? DEFAULT_REMINDER_MINUTES;
  return (data ?? []).filter((s) => s.cancelled || answerOf(s, userId) === 'none' || (answerOf(s, userId) === 'going' && startsSoon(s, reminder)));
}

const DEFAULT_REMINDER_MINUTES = 30;
/** Going and within the reminder time before it (0: no reminders). */
const startsSoon = (s: StudySession, minutes: number) => minutes > 0 && Date.parse(s.start) - minutes * 60_000 <= Date.now();

const noticeOf = (s: StudySession, userId: string | undefined) => (s.cancelled ? 'cancelled' : answerOf(s, userId) === 'none' ? 'new' : 'soon');

/** The bell's part for study sessions: each leads to its group's page, where it is answered. */
export function SessionNotices({ sessions, userId, onOpen }: { sessions: StudySession[]; userId: string | undefined; onOpen: (groupId: string) => void }) {
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
                <Tag color={{ cancelled: 'red', new: 'purple', soon: 'green' }[noticeOf(s, userId)]} className={styles.bellNew}>
                  {t(`sessions:bell.${noticeOf(s, userId)}`)}
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
