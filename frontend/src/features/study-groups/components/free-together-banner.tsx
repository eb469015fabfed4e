import { CalendarOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { toast } from '@/components/toasts/toast-store';
import { serverMessage } from '@/lib/api-error';
import { LIVE_FALLBACK_POLL_MS, useLiveFallbackPolling } from '@/lib/live/live-status';
import { useBookStudySessionMutation, useGroupSessions, type StudySession } from '@/lib/study-sessions';
import { useGetFreeTogetherQuery } from '../api/presence-api';
import type { StudyGroup } from '../api/study-groups-api';
import type { useGroupPresence } from '../hooks/use-group-presence';
import { formatList } from '../utils/format-time';
import { anyoneOnCampus, mayBeFreeTogether, meetingAt, meetingsNow, meetNowTimes, type FreeTogether } from '../utils/free-together';
import { memberName } from '../utils/member-name';
import { presenceLabel } from '../utils/on-campus';
import { clockTime } from '../utils/presence-line';

interface Props {
  group: StudyGroup;
  userId: string;
  presence: ReturnType<typeof useGroupPresence>;
  now: Date;
  zone: string | undefined;
  /** Opens the group's comparison, where its session card is. */
  onShowSessions: () => void;
}

/**
 * "Free together now" on a group card (docs/product/presence.md): members sharing presence on one
 * campus who are all free now, with "Meet now", which books a study session there from now until
 * their shared free time ends. A campus where the group already meets now shows that session
 * instead (booking makes those going busy, so they are no longer "free").
 */
export function FreeTogetherBanner({ group, userId, presence, now, zone, onShowSessions }: Props) {
  const polling = useLiveFallbackPolling(LIVE_FALLBACK_POLL_MS.groupPresence);
  const sets = useGetFreeTogetherQuery(group.id, { skip: !mayBeFreeTogether(presence.data, now), pollingInterval: polling });
  const sessions = useGroupSessions(anyoneOnCampus(presence.data, now) ? group.id : undefined);
  const meetings = meetingsNow(sessions.data, now);
  const free = (sets.currentData ?? []).filter((s) => !meetingAt(sessions.data, s.campus.id, now) && meetNowTimes(s.meetNow, now));
  if (!meetings.length && !free.length) return null;
  return (
    <ul className="pr-together-list">
      {meetings.map((s) => (
        <Meeting key={s.id} session={s} zone={zone} onShowSessions={onShowSessions} />
      ))}
      {free.map((s) => (
        <FreeSet key={s.campus.id} group={group} userId={userId} set={s} now={now} />
      ))}
    </ul>
  );
}

function FreeSet({ group, userId, set, now }: { group: StudyGroup; userId: string; set: FreeTogether; now: Date }) {
  const { t, i18n } = useTranslation(['presence', 'sessions']);
  const translate = useServerMessage(['sessions:server']);
  const [book, booking] = useBookStudySessionMutation();
  const [error, setError] = useState<string>();
  const id = `together-${group.id}-${set.campus.id}`;
  const nameOf = (memberId: string) => {
    const member = group.members.find((m) => m.userId === memberId);
    const name = member ? memberName(member) : presenceLabel(memberId);
    return memberId === userId ? t('presence:member.you', { name }) : name;
  };
  const names = set.memberIds.map(nameOf).sort((a, b) => a.localeCompare(b, i18n.language));
  const headline = set.until === '24:00' ? t('presence:together.restOfDay') : t('presence:together.until', { until: set.until });

  const meet = async () => {
    // Pressed later than the answer came: from this minute on, or nothing when the time is up.
    const times = meetNowTimes(set.meetNow, new Date());
    if (!times) return;
    const title = t('sessions:dialog.defaultTitle', { group: group.name });
    const result = await book({ groupId: group.id, studySessionDto: { title, ...times, campusId: set.campus.id, campusName: set.campus.name } });
    if ('error' in result) {
      const message = serverMessage(result.error);
      setError(message ? translate(message) : t('presence:together.failed'));
      return;
    }
    setError(undefined);
    toast({ variant: 'success', title: t('sessions:dialog.booked', { title }) });
  };

  return (
    <li className="pr-together">
      <TeamOutlined aria-hidden className="pr-together-icon" />
      <div className="pr-together-text">
        <strong id={`${id}-title`}>{headline}</strong>
        <span id={`${id}-who`}>{t('presence:together.who', { names: formatList(names, i18n.language), campus: set.campus.name })}</span>
        {error ? <Alert type="error" showIcon title={error} className="pr-together-error" /> : null}
      </div>
      <Button
        type="primary"
        className="pr-together-action"
        loading={booking.isLoading}
        disabled={!meetNowTimes(set.meetNow, now)}
        aria-describedby={`${id}-title ${id}-who`}
        onClick={() => void meet()}
      >
        {t('presence:together.meetNow')}
      </Button>
    </li>
  );
}

function Meeting({ session, zone, onShowSessions }: { session: StudySession; zone: string | undefined; onShowSessions: () => void }) {
  const { t } = useTranslation('presence');
  const id = `meeting-${session.id}`;
  return (
    <li className="pr-together pr-together-meeting">
      <CalendarOutlined aria-hidden className="pr-together-icon" />
      <div className="pr-together-text">
        <strong id={`${id}-title`}>{t('presence:together.meeting', { until: clockTime(session.end, zone), campus: session.campusName })}</strong>
        <span id={`${id}-what`}>{session.title}</span>
      </div>
      <Button className="pr-together-action" aria-describedby={`${id}-title ${id}-what`} onClick={onShowSessions}>
        {t('presence:together.show')}
      </Button>
    </li>
  );
}
