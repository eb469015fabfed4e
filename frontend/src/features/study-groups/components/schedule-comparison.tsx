import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MIN_SLOT_MINUTES } from '@overlap/contracts';
import { isoWeekAt, isoWeekOfDate, shiftIsoWeek, weekKey, type IsoWeek } from '@overlap/time';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { useServerMessage } from '@/components/feedback/use-server-message';
import { serverMessage, statusOf } from '@/lib/api-error';
import { formatDateRange } from '@/lib/format';
import { useCompareSchedulesQuery, type ComparedMember } from '../api/comparison-api';
import { DEFAULT_FREE_HOURS, type FreeHours } from '../utils/free-time';
import { BookSessionDialog, type BookableSlot } from './book-session-dialog';
import { CommonFreeTime } from './common-free-time';
import { StudySessionsCard } from './study-sessions-card';
import { ComparisonGrid } from './comparison-grid';
import { MemberAvatar } from './member-avatar';
import styles from '../study-groups.module.css';

interface Props {
  /** A group id, or 'personal-schedule'. */
  groupId: string;
  /** Member toggles and common free time are for groups; the personal week shows only the grid. */
  personal?: boolean;
  /** A group's name and the signed-in student: its study sessions are shown and booked here (ADR 052). */
  group?: { name: string; userId: string };
}

const hasEntries = (members: ComparedMember[]) => members.some((m) => m.schedules.length > 0);

/** The comparison (docs/product/groups-and-comparison.md) with its common free time: week navigation, member toggles, grid, free slots. */
export function ScheduleComparison({ groupId, personal = false, group }: Props) {
  const { t, i18n } = useTranslation(['groups', 'common']);
  const navigate = useNavigate();
  const translate = useServerMessage();
  const gridLabelId = useId();
  // undefined = the server's default: the current week in the viewer's zone, a group's next one at the weekend.
  const [week, setWeek] = useState<IsoWeek | undefined>(undefined);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [minMinutes, setMinMinutes] = useState<number>(MIN_SLOT_MINUTES.default);
  const [hours, setHours] = useState<FreeHours>(DEFAULT_FREE_HOURS);
  const [weekends, setWeekends] = useState(false);
  const [booking, setBooking] = useState<BookableSlot>();
  const defaultHours = hours.from === DEFAULT_FREE_HOURS.from && hours.to === DEFAULT_FREE_HOURS.to;

  const [knownMembers, setKnownMembers] = useState<string[]>([]);
  const visibleIds = knownMembers.filter((id) => !hidden.has(id));
  const { data, currentData, error, isLoading, isFetching, refetch } = useCompareSchedulesQuery({
    groupId,
    ...week,
    members: hidden.size ? visibleIds : undefined,
    minMinutes: personal || minMinutes === MIN_SLOT_MINUTES.default ? undefined : minMinutes,
    // Only what differs from the server's defaults is sent, so the usual request stays the same.
    ...(personal || defaultHours ? {} : { fromHour: hours.from, toHour: hours.to }),
    ...(personal || !weekends ? {} : { weekends: true }),
  });
  const memberIds = useMemo(() => data?.members.map((m) => m.user.id) ?? [], [data]);
  if (memberIds.join() !== knownMembers.join()) setKnownMembers(memberIds);

  const toggle = (id: string) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const moveWeek = (weeks: number) => data && setWeek(shiftIsoWeek(isoWeekOfDate(data.weekStart), weeks));
  const language = i18n.language;
  // While another week loads, the label already names it; the grid keeps the last answer.
  const shown = data && (!week || (data.week === week.week && data.year === week.year)) ? data : undefined;
  const weekLabel = shown
    ? t('groups:compare.weekLabel', {
        week: shown.week,
        // The year once for both ends, as the language writes a range ('11月23日 – 2026年11月29日' named it on one side only).
        range: formatDateRange(shown.weekStart, shown.weekEnd, language),
      })
    : week
      ? t('groups:compare.weekOnly', { week: week.week })
      : t('groups:compare.loading');

  const header = (
    <div className={styles.sgCompareBar}>
      <h3 id={gridLabelId} className={styles.sgWeekLabel} aria-live="polite">
        {weekLabel}
      </h3>
      <div className={styles.sgWeekNav} role="group" aria-label={t('groups:compare.weekNavigation')}>
        <Button icon={<LeftOutlined aria-hidden />} aria-label={t('groups:compare.previousWeek')} onClick={() => moveWeek(-1)} disabled={!data} />
        <Button onClick={() => setWeek(undefined)} disabled={!week}>
          {t('groups:compare.today')}
        </Button>
        <Button icon={<RightOutlined aria-hidden />} aria-label={t('groups:compare.nextWeek')} onClick={() => moveWeek(1)} disabled={!data} />
      </div>
    </div>
  );

  if (isLoading)
    return (
      <div className={styles.sgCompare}>
        {header}
        <PageSpinner label={t('groups:compare.loading')} />
      </div>
    );

  if (error && !currentData) {
    if (statusOf(error) === 503 && !serverMessage(error)?.startsWith('Unable to load schedules'))
      return (
        <div className={styles.sgCompare}>
          {header}
          <ServiceUnavailable error={error} onRetry={() => void refetch()} />
        </div>
      );
    const message = serverMessage(error);
    return (
      <div className={styles.sgCompare}>
        {header}
        <Alert
          type="error"
          showIcon
          title={t('groups:compare.errorTitle')}
          description={message ? translate(message) : t('groups:compare.errorText')}
          action={<Button onClick={() => void refetch()}>{t('groups:compare.retry')}</Button>}
        />
      </div>
    );
  }
  if (!data) return null;

  const visible = data.members.filter((m) => !hidden.has(m.user.id));
  const empty = !hasEntries(data.members);
  // At the weekend a group opens on next week (the server's choice); say so, with the way back.
  const thisWeek = isoWeekAt(Date.now(), data.timezone);
  const openedOnNextWeek = !personal && !week && weekKey(data) > weekKey(thisWeek);

  return (
    <div className={styles.sgCompare}>
      {header}
      {openedOnNextWeek ? (
        <p className={styles.sgWeekNote}>
          {t('groups:compare.weekendNextWeek')}{' '}
          <Button type="link" size="small" styles={{ root: { paddingInline: 0 } }} onClick={() => setWeek(thisWeek)}>
            {t('groups:compare.showThisWeek')}
          </Button>
        </p>
      ) : null}
      {!personal && data.members.length > 1 ? (
        <div className={styles.sgToggles} role="group" aria-label={t('groups:compare.membersShown')}>
          {data.members.map((m) => {
            const on = !hidden.has(m.user.id);
            return (
              <button key={m.user.id} type="button" className={on ? 'sg-toggle on' : 'sg-toggle'} aria-pressed={on} onClick={() => toggle(m.user.id)}>
                <MemberAvatar initials={m.user.initials} color={m.user.color} size="xs" />
                <span>{m.user.displayName}</span>
              </button>
            );
          })}
        </div>
      ) : null}
      {group && !personal ? <StudySessionsCard group={{ id: groupId, name: group.name }} userId={group.userId} zone={data.timezone} /> : null}
      <p className={`${styles.sgZone} muted small`}>{t('groups:compare.timezone', { zone: data.timezone })}</p>
      <Spin spinning={isFetching && !currentData} description={t('groups:compare.loading')}>
        {empty ? (
          <div className={styles.sgCompareEmpty} role="status">
            <CalendarOutlined aria-hidden className={styles.sgCompareEmptyIcon} />
            <p className={styles.sgCompareEmptyTitle}>{t('groups:compare.empty')}</p>
            <p className="muted small">{personal ? t('groups:compare.emptyPersonal') : t('groups:compare.emptyGroup')}</p>
            <Button onClick={() => navigate('/upload')}>{t('groups:compare.addFeed')}</Button>
          </div>
        ) : (
          <>
            <p className="visually-hidden">
              {t('groups:compare.gridHelp')}
              {group && !personal ? ` ${t('groups:compare.gridHelpBook')}` : ''}
            </p>
            <ComparisonGrid comparison={data} members={visible} labelledBy={gridLabelId} onBook={group && !personal ? setBooking : undefined} />
          </>
        )}
      </Spin>
      {!personal && !empty ? (
        <CommonFreeTime
          comparison={data}
          minMinutes={minMinutes}
          onMinMinutesChange={setMinMinutes}
          hours={hours}
          onHoursChange={setHours}
          weekends={weekends}
          onWeekendsChange={setWeekends}
          updating={isFetching}
          onBook={group ? setBooking : undefined}
        />
      ) : null}
      {group && booking ? (
        <BookSessionDialog group={{ id: groupId, name: group.name }} slot={booking} zone={data.timezone} onClose={() => setBooking(undefined)} />
      ) : null}
    </div>
  );
}
