import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolveTimeZone, wallClockAt } from '@overlap/time';
import { groupsApi, type SessionConflictView } from '@/lib/api-generated/groups';
import { identityApi } from '@/lib/api-generated/identity';
import { answerOf, useMySessions, type StudySession } from '@/lib/study-sessions';
import styles from './notification-bell.module.css';

type NoticeKind = 'new' | 'cancelled' | 'soon' | 'clash';

/** One line of the bell about a study session. */
export interface SessionNotice {
  key: string;
  kind: NoticeKind;
  session: StudySession;
  /** For 'clash': the student's own class at the session's time. */
  conflict?: SessionConflictView;
}

/**
 * What the bell tells about sessions (ADR 052): one ahead and not yet answered, cancelled, or — the
 * reminder — starting within the student's chosen time; and, for a session they are going to, each
 * class of theirs now at that time (one line per session and class, gone with the clash).
 */
export function useSessionNotices(userId: string | undefined, skip: boolean): SessionNotice[] {
  const { data } = useMySessions(skip ? undefined : userId);
  const reminder = groupsApi.useGetSessionReminderQuery(undefined, { skip: skip || !data?.length }).data?.minutes ?? DEFAULT_REMINDER_MINUTES;
  return (data ?? []).flatMap((session) => {
    const answer = answerOf(session, userId);
    const kind: NoticeKind | undefined = session.cancelled
      ? 'cancelled'
      : answer === 'none'
        ? 'new'
        : answer === 'going' && startsSoon(session, reminder)
          ? 'soon'
          : undefined;
    const clashes =
      session.cancelled || answer !== 'going'
        ? []
        : (session.conflicts ?? [])
            .filter((c) => c.userId === userId)
            .map((conflict): SessionNotice => ({ key: `${session.id}|${conflict.title}|${conflict.start}`, kind: 'clash', session, conflict }));
    return [...(kind ? [{ key: session.id, kind, session }] : []), ...clashes];
  });
}

const DEFAULT_REMINDER_MINUTES = 30;
/** Going and within the reminder time before it (0: no reminders). */
const startsSoon = (s: StudySession, minutes: number) => minutes > 0 && Date.parse(s.start) - minutes * 60_000 <= Date.now();

const TAG_COLOR: Record<NoticeKind, string> = { cancelled: 'red', new: 'purple', soon: 'green', clash: 'orange' };

/** The bell's part for study sessions: each leads to its group's page, where it is answered. */
export function SessionNotices({ notices, onOpen }: { notices: SessionNotice[]; onOpen: (groupId: string) => void }) {
  const { t, i18n } = useTranslation(['sessions', 'common']);
  // On the student's clock, as their calendar shows it (schedules' default zone when they never chose one).
  const zone = resolveTimeZone(identityApi.useGetSettingsQuery(undefined, { skip: !notices.length }).data?.timezone);
  if (!notices.length) return null;
  const dayOf = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return (
    <ul className={styles.bellList} aria-label={t('sessions:bell.listLabel')}>
      {notices.map(({ key, kind, session: s, conflict }) => {
        const at = wallClockAt(new Date(s.start), zone);
        return (
          <li key={key}>
            <button type="button" className={`${styles.bellItem} bell-session`} onClick={() => onOpen(s.groupId)}>
              <span className={styles.bellItemHead}>
                <strong className={styles.bellItemGroup}>{s.title}</strong>
                <Tag color={TAG_COLOR[kind]} className={styles.bellNew}>
                  {t(`sessions:bell.${kind}`)}
                </Tag>
              </span>
              <span className={styles.bellItemFrom}>
                {s.groupName} · {dayOf(at.date)} {at.time}
              </span>
              {conflict ? (
                <span className={styles.bellItemClash}>
                  {t('sessions:bell.clashText', {
                    title: conflict.title,
                    start: wallClockAt(new Date(conflict.start), zone).time,
                    end: wallClockAt(new Date(conflict.end), zone).time,
                  })}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
