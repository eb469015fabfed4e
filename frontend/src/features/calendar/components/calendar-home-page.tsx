import {
  CalendarOutlined,
  CameraOutlined,
  EyeInvisibleOutlined,
  MenuUnfoldOutlined,
  ToolOutlined,
  UndoOutlined,
  UploadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { addDays, isCalendarDate, isoWeekOfDate, isValidTimeZone, weekDates, weekKey, type CalendarDate } from '@overlap/time';
import { AdBanner } from '@/components/ad-banner';
import { CheckoutReturnBanner } from '@/components/checkout-return-banner';
import { ServiceUnavailable } from '@/components/feedback/service-unavailable';
import { toast } from '@/components/toasts/toast-store';
import { isUnavailable } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { feedFixPath, feedHealth, feedsNeedingAttention } from '@/lib/feed-health';
import { formatDateRange } from '@/lib/format';
import {
  useCleanWeekMutation,
  useGetClearedWeeksQuery,
  useGetFeedSummaryQuery,
  useGetImportsSummaryQuery,
  useGetRangeEventsQuery,
  useGetWeekEventsQuery,
  usePrefetch,
  useRestoreWeekMutation,
} from '../api/calendar-api';
import { useLazyGetOwnEventsQuery } from '../api/own-events-api';
import { useLocalEventsMigration } from '../hooks/use-local-events-migration';
import { OwnEventActionsContext, type OwnEventActions } from '../hooks/use-own-event-actions';
import { newOwnEventForm, ownEventFormOf, type OwnEventForm } from '../utils/own-event-form';
import { useMediaQuery } from '../hooks/use-media-query';
import { useSidebarOpen } from '../hooks/use-sidebar-open';
import { useMinuteTick } from '@/lib/use-minute-tick';
import { useUntil } from '../hooks/use-until';
import { formatDay } from '../utils/format-day';
import { monthOf, monthWeeks, nowIn, shiftMonth } from '../utils/week-math';
import { CalendarHeader, type CalendarView } from './calendar-header';
import { CalendarSidebar } from './calendar-sidebar';
import { SkeletonBar, WeekSkeleton } from './loading-skeleton';
import { FeedStateBanner } from './feed-state-banner';
import { MonthView } from './month-view';
import { OwnEventDialog } from './own-event-dialog';
import { WeekAgenda } from './week-agenda';
import { WeekGrid } from './week-grid';
import { cx } from '@/lib/class-names';
import styles from '../calendar.module.css';

/** After a feed change the new events travel ingestion → Kafka → schedules; the week is re-read this often meanwhile. */
const CATCH_UP_POLL_MS = 2000;
const ZONE_CATCH_UP_MS = 15_000;
const IMPORT_CATCH_UP_MS = 30_000;

interface Props {
  /** The user's time zone from their settings (docs/product/calendar.md); the schedule reloads when it changes. */
  timezone?: string;
  /** The study-groups feature's "My Study Groups" panel for the sidebar, put in by src/app. */
  groupsPanel?: ReactNode;
}

/** "november 2026" → "November 2026": a month name heads the page (Danish, French and Spanish write it lower-case). */
const capitalize = (text: string, language: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

let warnedZone: string | undefined;
/** An invalid time zone falls back to local time with a warning. */
function usableZone(zone: string | undefined): string | undefined {
  if (!zone || isValidTimeZone(zone)) return zone;
  if (warnedZone !== zone) console.warn(`Time zone "${zone}" is not known to this browser; showing local time.`);
  warnedZone = zone;
  return undefined;
}

/** `/` and /calendar for signed-in users (docs/product/calendar.md): week and month views of the stored schedule. */
export function CalendarHomePage({ timezone, groupsPanel }: Props) {
  const { t, i18n } = useTranslation(['calendar', 'common', 'feedState', 'ownEvents']);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [modal, modalHolder] = Modal.useModal();
  const phone = useMediaQuery('(max-width: 640px)');
  const tick = useMinuteTick();

  const zone = usableZone(timezone);
  const view: CalendarView = params.get('view') === 'month' ? 'month' : 'week';
  const requested = params.get('date');
  const date: CalendarDate = isCalendarDate(requested) ? requested : nowIn(zone, tick).date;
  const { week, year } = isoWeekOfDate(date);
  const dates = useMemo(() => weekDates(date), [date]);
  const { month, year: monthYear } = monthOf(date);
  const rows = useMemo(() => monthWeeks(monthYear, month), [monthYear, month]);

  // Poll for a short while after a feed change (the upload page says when) or while the server
  // still answers in the zone the user just changed away from.
  const [pollUntil, setPollUntil] = useState(() => (location.state as { refreshUntil?: number } | null)?.refreshUntil ?? 0);
  const polling = useUntil(pollUntil);
  const catchUpAfterImport = useCallback(() => setPollUntil(Date.now() + IMPORT_CATCH_UP_MS), []);
  useLocalEventsMigration(catchUpAfterImport);
  const pollingInterval = polling ? CATCH_UP_POLL_MS : 0;

  const weekQuery = useGetWeekEventsQuery({ week, year, userId: user.id, timezone: zone }, { skip: view !== 'week', pollingInterval });
  const monthQuery = useGetRangeEventsQuery(
    { userId: user.id, start: `${rows[0]!.monday}T00:00:00`, end: `${addDays(rows.at(-1)!.monday, 7)}T00:00:00`, timezone: zone },
    { skip: view !== 'month', pollingInterval },
  );
  const cleared = useGetClearedWeeksQuery(undefined, { skip: view !== 'month' });
  const imports = useGetImportsSummaryQuery();
  // Re-read with the week while a feed change travels, so a first sync's outcome shows at once.
  const feeds = useGetFeedSummaryQuery(user.id, { pollingInterval });
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();
  // The button pressed disappears with the sidebar: focus moves to the one that undoes it.
  const showSidebarButton = useRef<HTMLButtonElement>(null);
  const sidebarToggled = useRef(false);
  const toggleSidebar = (open: boolean) => {
    sidebarToggled.current = true;
    setSidebarOpen(open);
  };
  useEffect(() => {
    if (!sidebarToggled.current) return;
    sidebarToggled.current = false;
    if (sidebarOpen) document.querySelector<HTMLButtonElement>(`#calendar-sidebar .${styles.sidebarHide}`)?.focus();
    else showSidebarButton.current?.focus();
  }, [sidebarOpen]);
  // The own-event dialog: a new event's day and times, or a stored event opened from its popover.
  const [editor, setEditor] = useState<{ initial: OwnEventForm; eventId?: string } | null>(null);
  const [readOwnEvents] = useLazyGetOwnEventsQuery();
  const ownEventActions = useMemo<OwnEventActions>(
    () => ({
      edit: (ownEventId) =>
        void readOwnEvents(undefined)
          .unwrap()
          .then(({ events }) => {
            const found = events.find((e) => e.id === ownEventId);
            if (found) setEditor({ initial: ownEventFormOf(found), eventId: found.id });
            else toast({ variant: 'error', title: t('ownEvents:gone') });
          })
          .catch(() => toast({ variant: 'error', title: t('ownEvents:loadFailed') })),
    }),
    [readOwnEvents, t],
  );
  const [cleanWeek] = useCleanWeekMutation();
  const [restoreWeek, restoring] = useRestoreWeekMutation();
  const prefetchWeek = usePrefetch('getWeekEvents');

  const answerZone = weekQuery.currentData?.timezone;
  const zoneChecked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!zone || !answerZone || answerZone === zone || zoneChecked.current === zone) return;
    zoneChecked.current = zone;
    setPollUntil(Date.now() + ZONE_CATCH_UP_MS);
  }, [zone, answerZone]);

  // Neighbouring weeks load in the background, so previous and next answer at once.
  useEffect(() => {
    if (view !== 'week' || !weekQuery.currentData) return;
    for (const offset of [-7, 7]) prefetchWeek({ ...isoWeekOfDate(addDays(date, offset)), userId: user.id, timezone: zone }, { ifOlderThan: 60 });
  }, [view, date, zone, user.id, weekQuery.currentData, prefetchWeek]);

  const today = nowIn(answerZone ?? zone, tick);
  const query = view === 'week' ? weekQuery : monthQuery;
  const goTo = (next: CalendarDate | null, nextView: CalendarView = view) =>
    setParams(
      (p) => {
        if (next) p.set('date', next);
        else p.delete('date');
        if (nextView === 'month') p.set('view', 'month');
        else p.delete('view');
        return p;
      },
      { preventScrollReset: true },
    );
  const step = (direction: 1 | -1) => goTo(view === 'week' ? addDays(date, 7 * direction) : shiftMonth(date, direction));

  const confirmClean = () => {
    void modal.confirm({
      title: t('calendar:clean.title', { week }),
      content: t('calendar:clean.confirm', { week }),
      okText: t('calendar:clean.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      autoFocusButton: 'cancel',
      onOk: async () => {
        const result = await cleanWeek({ week, year });
        if ('error' in result) toast({ variant: 'error', title: t('calendar:clean.failed') });
        else toast({ variant: 'success', title: t('calendar:clean.done', { week }) });
      },
    });
  };

  const restore = async () => {
    const result = await restoreWeek({ week, year });
    if ('error' in result) toast({ variant: 'error', title: t('calendar:restore.failed') });
    else toast({ variant: 'success', title: t('calendar:restore.done', { week }) });
  };

  const hasSources = (feeds.data?.status.total ?? 0) > 0 || (imports.data?.imports.length ?? 0) > 0;
  const troubled = feedsNeedingAttention(feeds.data?.subscriptions ?? []);
  const feedNames = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(troubled.map((f) => t('feedState:quoted', { name: f.name })));
  // Without any feed or import the way in is the onboarding (issue 18), resumed where the student left it.
  const emptyState = (title: string, text: string, getStarted = false) => (
    <div className={styles.calendarEmpty}>
      <CalendarOutlined aria-hidden className="calendar-empty-icon" />
      <h2>{title}</h2>
      <p>{text}</p>
      <div className={styles.calendarEmptyActions}>
        {getStarted ? (
          <Button type="primary" onClick={() => navigate('/welcome')}>
            {t('calendar:empty.getStarted')}
          </Button>
        ) : null}
        <Button type={getStarted ? 'default' : 'primary'} icon={<UploadOutlined aria-hidden />} onClick={() => navigate('/upload')}>
          {t('calendar:empty.upload')}
        </Button>
        <Button icon={<CameraOutlined aria-hidden />} onClick={() => navigate('/ai-schedule')}>
          {t('calendar:empty.screenshot')}
        </Button>
      </div>
    </div>
  );

  let body: ReactNode;
  let count = 0;
  const loading = !query.currentData && (query.isFetching || query.isLoading);
  if (loading) body = <WeekSkeleton label={t('calendar:loading')} />;
  else if (isUnavailable(query.error))
    body = <ServiceUnavailable error={query.error} title={t('calendar:unavailableTitle')} onRetry={() => void query.refetch()} />;
  else if (query.error || !query.currentData)
    body = (
      <Alert type="error" showIcon title={t('calendar:loadError')} action={<Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>} />
    );
  else if (view === 'month') {
    const events = monthQuery.currentData?.events ?? [];
    count = events.filter((e) => Number(e.start.slice(5, 7)) === month).length;
    body = (
      <MonthView
        weeks={rows}
        month={month}
        events={events}
        today={today.date}
        clearedWeeks={new Set((cleared.data?.clearedWeeks ?? []).map(weekKey))}
        onPickDay={(day) => goTo(day, 'week')}
      />
    );
  } else {
    const answer = weekQuery.currentData!;
    count = answer.events.length;
    if (answer.cleared)
      body = (
        <div className={styles.calendarEmpty}>
          <EyeInvisibleOutlined aria-hidden className="calendar-empty-icon" />
          <h2>{t('calendar:cleared.title', { week })}</h2>
          <p>{t('calendar:cleared.text')}</p>
          <Button type="primary" icon={<UndoOutlined aria-hidden />} onClick={() => void restore()} loading={restoring.isLoading}>
            {t('calendar:restore.button')}
          </Button>
        </div>
      );
    else if (!count && troubled.length)
      // 'Nothing scheduled' would be a guess while a feed fails: say the week may be incomplete, and why.
      body = (
        <div className={styles.calendarEmpty}>
          <WarningOutlined aria-hidden className="calendar-empty-icon" />
          <h2>{t('feedState:week.incompleteTitle', { week })}</h2>
          <p>
            {troubled.some((f) => feedHealth(f) !== 'pending')
              ? t('feedState:week.incompleteText', { names: feedNames })
              : t('feedState:week.pendingText', { names: feedNames })}
          </p>
          <Button type="primary" icon={<ToolOutlined aria-hidden />} onClick={() => navigate(feedFixPath(troubled[0]!.id))}>
            {t('feedState:week.fix')}
          </Button>
        </div>
      );
    else if (!count)
      body = hasSources
        ? emptyState(t('calendar:empty.weekTitle', { week }), t('calendar:empty.weekText'))
        : emptyState(t('calendar:empty.title'), t('calendar:empty.text'), true);
    else if (phone)
      body = <WeekAgenda dates={dates} events={answer.events} today={today.date} onAddOnDay={(day) => setEditor({ initial: newOwnEventForm(day) })} />;
    else
      body = (
        <WeekGrid
          dates={dates}
          events={answer.events}
          today={today}
          onPickSlot={(day, start, end) => setEditor({ initial: newOwnEventForm(day, start, end) })}
        />
      );
  }

  const weekCleared = view === 'week' && !!weekQuery.currentData?.cleared;
  const shownZone = answerZone ?? zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const title =
    view === 'week'
      ? t('calendar:weekTitle', { week, year })
      : capitalize(formatDay(`${monthYear}-${String(month).padStart(2, '0')}-01`, i18n.language, { month: 'long', year: 'numeric' }), i18n.language);
  const period =
    view === 'week' ? formatDateRange(dates[0]!, dates[6]!, i18n.language) : t('calendar:month.weeksRange', { first: rows[0]!.week, last: rows.at(-1)!.week });

  return (
    <div className={styles.calendarHome}>
      {modalHolder}
      {editor ? <OwnEventDialog initial={editor.initial} eventId={editor.eventId} onClose={() => setEditor(null)} /> : null}
      <CheckoutReturnBanner expect="success" />
      <AdBanner />
      <div className={cx(styles.calendarLayout, !sidebarOpen && styles.isSidebarCollapsed)}>
        {sidebarOpen ? null : (
          <div className={styles.calendarRail}>
            <Button
              icon={<MenuUnfoldOutlined aria-hidden />}
              aria-label={t('calendar:sidebar.show')}
              title={t('calendar:sidebar.show')}
              aria-expanded={false}
              aria-controls="calendar-sidebar"
              ref={showSidebarButton}
              onClick={() => toggleSidebar(true)}
            />
          </div>
        )}
        <CalendarSidebar user={user} groupsPanel={groupsPanel} hidden={!sidebarOpen} onHide={() => toggleSidebar(false)} />
        <section className={styles.calendarPanel} aria-labelledby="calendar-title">
          <CalendarHeader
            title={title}
            subtitle={
              <>
                {period} · {t('calendar:timesIn', { zone: shownZone.replace(/_/g, ' ') })}
              </>
            }
            view={view}
            onViewChange={(next) => goTo(requested && isCalendarDate(requested) ? requested : null, next)}
            onPrevious={() => step(-1)}
            onNext={() => step(1)}
            onToday={() => goTo(null)}
            onRefresh={() => void query.refetch()}
            refreshing={query.isFetching}
            onClean={view === 'week' && weekQuery.currentData && !weekCleared ? confirmClean : undefined}
            onAddEvent={() => setEditor({ initial: newOwnEventForm(requested && isCalendarDate(requested) ? requested : today.date) })}
          />
          <FeedStateBanner feeds={feeds.data?.subscriptions ?? []} now={tick.getTime()} />
          <div className={styles.calendarBody} aria-busy={query.isFetching}>
            <OwnEventActionsContext.Provider value={ownEventActions}>{body}</OwnEventActionsContext.Provider>
          </div>
          <footer className={styles.calendarFooter} aria-live="polite">
            {loading ? <SkeletonBar width="9ch" /> : t('calendar:eventsFound', { count })}
          </footer>
        </section>
      </div>
    </div>
  );
}
