import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@overlap/time';
import type { WeeklyEvent } from '../api/calendar-api';
import { formatDay } from '../utils/format-day';
import { blockPosition, DEFAULT_START_HOUR, gridHeight, gridRange, HOUR_PX, hourLabels, nowOffset, packColumns } from '../utils/week-layout';
import { EventBlock } from './event-block';
import { SlotPicker } from './slot-picker';
import { cx } from '@/lib/class-names';
import styles from '../calendar.module.css';

interface Props {
  dates: CalendarDate[];
  events: WeeklyEvent[];
  today: { date: CalendarDate; minutes: number };
  /** Clicking or dragging on empty time of a day: a new own event there (docs/product/calendar.md). */
  onPickSlot?: (date: CalendarDate, startMinutes: number, endMinutes: number) => void;
}

/**
 * The week grid (docs/product/calendar.md): a time column and Monday to Sunday, 64 px per hour from 08:00 (or the
 * first event's hour) to 16:00 (or the last event's end), all-day events in a strip on top.
 */
export function WeekGrid({ dates, events, today, onPickSlot }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const timed = useMemo(() => events.filter((e) => !e.allDay), [events]);
  const allDay = useMemo(() => events.filter((e) => e.allDay), [events]);
  const range = useMemo(() => gridRange(timed), [timed]);
  const height = gridHeight(range);
  const labels = hourLabels(range);

  // A tall grid (events from early to late) scrolls inside the panel; it opens at the
  // first event or 08:00, whichever is earlier, like a paper diary opened at the morning.
  const scroller = useRef<HTMLDivElement>(null);
  const firstTop = useMemo(() => Math.min(...timed.map((e) => blockPosition(e, range).top), (DEFAULT_START_HOUR - range.startHour) * HOUR_PX), [timed, range]);
  useLayoutEffect(() => {
    // To the hour line above that block, so its time label shows too.
    if (scroller.current) scroller.current.scrollTop = Math.floor(firstTop / HOUR_PX) * HOUR_PX;
  }, [firstTop, dates]);

  const columns = useMemo(
    () =>
      dates.map((date) => {
        const dayEvents = timed.filter((e) => e.date === date);
        return { date, events: dayEvents, placements: packColumns(dayEvents) };
      }),
    [dates, timed],
  );

  return (
    <div className={styles.weekGrid} style={{ ['--hour-px' as string]: `${HOUR_PX}px` }}>
      <div className={cx(styles.wgRow, styles.wgHead)}>
        <div />
        {dates.map((date) => (
          <div key={date} className={cx(styles.wgDayHead, date === today.date && styles.isToday)}>
            <span className={styles.wgWeekday}>{formatDay(date, i18n.language, { weekday: 'short' })}</span>
            <span className={styles.wgDaynum}>{Number(date.slice(8))}</span>
            {date === today.date ? <span className="visually-hidden">{t('calendar:todayMarker')}</span> : null}
          </div>
        ))}
      </div>

      {allDay.length ? (
        <div className={cx(styles.wgRow, styles.wgAllday)}>
          <div className={styles.wgAlldayLabel}>{t('calendar:allDay')}</div>
          {dates.map((date) => {
            const dayEvents = allDay.filter((e) => e.date === date);
            return (
              <ul
                key={date}
                className={styles.wgAlldayCell}
                aria-label={t('calendar:allDayOn', { day: formatDay(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }) })}
              >
                {dayEvents.map((e) => (
                  <li key={e.id}>
                    <EventBlock event={e} variant="chip" />
                  </li>
                ))}
              </ul>
            );
          })}
        </div>
      ) : null}

      <div className={styles.wgScroll} ref={scroller}>
        <div className={cx(styles.wgRow, styles.wgBody)} style={{ height }}>
          <div className={styles.wgTimes} aria-hidden>
            {labels.map((label, i) => (
              <span key={label} className={styles.wgTime} style={{ top: i * HOUR_PX }}>
                {label}
              </span>
            ))}
          </div>
          {columns.map(({ date, events: dayEvents, placements }) => {
            const isToday = date === today.date;
            const now = isToday ? nowOffset(today.minutes, range) : null;
            return (
              <div
                role="group"
                key={date}
                className={cx(styles.wgColumn, isToday && styles.isToday)}
                aria-current={isToday ? 'date' : undefined}
                aria-label={formatDay(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}
              >
                {onPickSlot ? <SlotPicker range={range} onPick={(start, end) => onPickSlot(date, start, end)} /> : null}
                <ul>
                  {dayEvents.map((e) => {
                    const { top, height: blockHeight } = blockPosition(e, range);
                    const p = placements.get(e.id)!;
                    const width = (p.span / p.columns) * 100;
                    const left = (p.column / p.columns) * 100;
                    return (
                      <li key={e.id}>
                        <EventBlock
                          event={e}
                          compact={p.columns / p.span >= 2}
                          short={blockHeight <= HOUR_PX}
                          height={blockHeight}
                          style={{ top, height: blockHeight, left: `calc(${left}% + 2px)`, width: `calc(${width}% - 4px)` }}
                        />
                      </li>
                    );
                  })}
                </ul>
                {now !== null ? <div className={styles.wgNow} style={{ top: now }} aria-hidden /> : null}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
