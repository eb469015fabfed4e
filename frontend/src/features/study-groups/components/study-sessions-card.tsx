import { CalendarOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarColorHex } from '@overlap/contracts';
import { formatClock, wallClockAt } from '@overlap/time';
import { toast } from '@/components/toasts/toast-store';
import {
  answerOf,
  useAnswerStudySessionMutation,
  useCancelStudySessionMutation,
  useGroupSessions,
  type SessionAnswer,
  type StudySession,
} from '@/lib/study-sessions';
import { formatDay } from '../utils/format-time';
import { BookSessionDialog } from './book-session-dialog';
import styles from '../study-groups.module.css';

interface Props {
  group: { id: string; name: string };
  userId: string;
  /** The student's zone: sessions are shown on their clock. */
  zone: string;
}

const ANSWERS: SessionAnswer[] = ['going', 'maybe', 'declined'];

/**
 * The group's study sessions ahead (ADR 052): when and where, who answered what in their colour,
 * the student's own answer (going / maybe / can't), and for the booker Change and Cancel. Kept
 * fresh by the live stream's `session` events.
 */
export function StudySessionsCard({ group, userId, zone }: Props) {
  const { t, i18n } = useTranslation(['sessions', 'common']);
  const headingId = useId();
  const { data, error, isLoading } = useGroupSessions(group.id);
  const [editing, setEditing] = useState<StudySession>();

  if (isLoading) return null;
  return (
    <section className={styles.sgSessions} aria-labelledby={headingId}>
      <h3 id={headingId}>
        <CalendarOutlined aria-hidden /> {t('sessions:card.title')}
      </h3>
      {error && !data ? (
        <Alert type="error" showIcon title={t('sessions:card.loadError')} />
      ) : data?.length ? (
        <ul className={styles.sgSessionsList}>
          {data.map((s) => (
            <SessionItem key={s.id} session={s} userId={userId} zone={zone} language={i18n.language} onChange={() => setEditing(s)} />
          ))}
        </ul>
      ) : (
        <p className="muted small">{t('sessions:card.empty')}</p>
      )}
      {editing ? <BookSessionDialog group={group} zone={zone} session={editing} slot={slotOf(editing, zone)} onClose={() => setEditing(undefined)} /> : null}
    </section>
  );
}

/** A stored session as the slot it can be moved within: its day from 06:00 (or its start, when earlier) to midnight. */
function slotOf(s: StudySession, zone: string) {
  const start = wallClockAt(new Date(s.start), zone);
  const from = Math.min(6 * 60, start.minutes - (start.minutes % 15));
  return { date: start.date, startTime: formatClock(from), endTime: '24:00' };
}

const clock = (iso: string, zone: string) => wallClockAt(new Date(iso), zone).time;

function SessionItem({
  session: s,
  userId,
  zone,
  language,
  onChange,
}: {
  session: StudySession;
  userId: string;
  zone: string;
  language: string;
  onChange: () => void;
}) {
  const { t } = useTranslation(['sessions', 'common']);
  const [answer, answering] = useAnswerStudySessionMutation();
  const [cancel, cancelling] = useCancelStudySessionMutation();
  const mine = answerOf(s, userId);
  const day = formatDay(wallClockAt(new Date(s.start), zone).date, language, { weekday: 'long', day: 'numeric', month: 'long' });
  const place = s.onlineUrl ? null : [s.campusName, s.room].filter(Boolean).join(', ');
  const counts = Object.fromEntries(ANSWERS.map((a) => [a, s.answers.filter((x) => x.answer === a).length]));

  const answerWith = async (value: SessionAnswer) => {
    const result = await answer({ sessionId: s.id, sessionAnswerDto: { answer: value, userId } });
    if ('error' in result) toast({ variant: 'error', title: t('sessions:card.answerFailed') });
  };
  const cancelSession = async () => {
    const result = await cancel(s.id);
    toast(
      'error' in result
        ? { variant: 'error', title: t('sessions:card.cancelFailed') }
        : { variant: 'success', title: t('sessions:card.cancelled', { title: s.title }) },
    );
  };

  return (
    <li className={`${styles.sgSession} sg-session`}>
      <div className={styles.sgSessionHead}>
        <h4 className={styles.sgSessionTitle}>{s.title}</h4>
        <span className="muted small">{t('sessions:card.count', counts)}</span>
      </div>
      <p className={styles.sgSessionMeta}>
        {day}, {clock(s.start, zone)}–{clock(s.end, zone)}
        {place ? ` · ${place}` : null}
        {s.onlineUrl ? (
          <>
            {' · '}
            <a href={s.onlineUrl} target="_blank" rel="noopener noreferrer">
              <LinkOutlined aria-hidden /> {t('sessions:card.join')}
            </a>
          </>
        ) : null}
        {s.bookedByName ? ` · ${t('sessions:card.bookedBy', { name: s.bookedByName })}` : null}
      </p>
      {s.note ? <p className="small">{s.note}</p> : null}
      {s.conflicts?.length ? (
        <ul className={styles.sgSessionConflicts}>
          {s.conflicts.map((c) => (
            <li key={`${c.userId}-${c.title}`}>
              <Alert
                type="warning"
                showIcon
                title={t('sessions:card.conflict', { name: c.name || '—', title: c.title, start: clock(c.start, zone), end: clock(c.end, zone) })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.sgSessionAnswers} aria-label={t('sessions:card.answers')}>
        {s.answers.map((a) => (
          <li key={a.userId}>
            <span aria-hidden className={styles.sgSessionDot} style={{ background: avatarColorHex(a.color) }} />
            {a.name || '—'}: {t(`sessions:card.${a.answer}`)}
          </li>
        ))}
      </ul>
      <div className={styles.sgSessionActions}>
        <Radio.Group
          aria-label={t('sessions:card.yourAnswer')}
          optionType="button"
          buttonStyle="solid"
          size="small"
          value={mine === 'none' ? undefined : mine}
          disabled={answering.isLoading}
          onChange={(e) => void answerWith(e.target.value as SessionAnswer)}
          options={ANSWERS.map((a) => ({ value: a, label: t(`sessions:card.${a}`) }))}
        />
        {s.bookedBy === userId ? (
          <>
            <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onChange}>
              {t('sessions:card.change')}
            </Button>
            <Popconfirm
              title={t('sessions:card.cancelConfirm', { title: s.title })}
              okText={t('sessions:card.cancel')}
              okButtonProps={{ danger: true }}
              cancelText={t('sessions:card.keep')}
              onConfirm={() => cancelSession()}
            >
              <Button size="small" danger loading={cancelling.isLoading}>
                {t('sessions:card.cancel')}
              </Button>
            </Popconfirm>
          </>
        ) : null}
      </div>
    </li>
  );
}
