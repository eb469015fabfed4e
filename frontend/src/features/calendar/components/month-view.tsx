import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { weekKey, type CalendarDate } from '@overlap/time';
import type { ScheduleEvent } from '../api/calendar-api';
import { formatDay } from '../utils/format-day';
import type { MonthWeek } from '../utils/week-math';
import { cx } from '@/lib/class-names';
import { sessionClass, typeClass } from './event-classes';
import styles from '../calendar.module.css';

const CHIPS_PER_DAY = 3;

interface Props {
  weeks: MonthWeek[];
  month: number;
  events: ScheduleEvent[];
  today: CalendarDate;
  clearedWeeks: Set<number>;
  /** Opens the week of that day. */
  onPickDay: (date: CalendarDate) => void;
}

/** The local date of an event: the schedules API writes `start` in the user's zone, so its first ten characters are that date. */
export const localDateOf = (event: ScheduleEvent): CalendarDate => event.start.slice(0, 10);

/** Month view: one row per ISO week (its number and event count first), chips per day; a day opens its week. */
export function MonthView({ weeks, month, events, today, clearedWeeks, onPickDay }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const byDate = useMemo(() => {
    const map = new Map<CalendarDate, ScheduleEvent[]>();
    for (const e of events) {
      const date = localDateOf(e);
      map.set(date, [...(map.get(date) ?? []), e]);
    }
    for (const list of map.values()) list.sort((a, b) => a.start.localeCompare(b.start));
    return map;
  }, [events]);
  const weekdays = weeks[0]?.dates ?? [];

  return (
    <table className={styles.monthView}>
      <caption className="visually-hidden">{t('calendar:month.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.mvWeekHead}>
            {t('calendar:month.week')}
          </th>
          {weekdays.map((date) => (
            <th scope="col" key={date}>
              <span aria-hidden>{formatDay(date, i18n.language, { weekday: 'short' })}</span>
              <span className="visually-hidden">{formatDay(date, i18n.language, { weekday: 'long' })}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => {
          const count = week.dates.reduce((n, d) => n + (byDate.get(d)?.length ?? 0), 0);
          const cleared = clearedWeeks.has(weekKey(week));
          return (
            <tr key={week.monday}>
              <th scope="row" className={styles.mvWeek}>
                <span className={styles.mvWeekNumber}>{t('calendar:month.weekShort', { week: week.week })}</span>
                <span className={styles.mvWeekCount}>{t('calendar:eventsCount', { count })}</span>
                {cleared ? <Tag className={styles.mvCleared}>{t('calendar:month.cleared')}</Tag> : null}
              </th>
              {week.dates.map((date) => {
                const dayEvents = byDate.get(date) ?? [];
                const outside = Number(date.slice(5, 7)) !== month;
                const isToday = date === today;
                const name = formatDay(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
                return (
                  <td key={date} className={cx(styles.mvDay, outside && styles.isOutside, isToday && styles.isToday)}>
                    <button type="button" className={styles.mvDayButton} onClick={() => onPickDay(date)} aria-current={isToday ? 'date' : undefined}>
                      {/* Named by its content for screen readers: "Monday, March 2, 3 events, open week 10". */}
                      <span className={styles.mvDate}>
                        <span aria-hidden>{Number(date.slice(8))}</span>
                        <span className="visually-hidden">{t('calendar:month.openDay', { day: name, count: dayEvents.length, week: week.week })}</span>
                      </span>
                      {dayEvents.length ? (
                        <span className={styles.mvCount} aria-hidden>
                          {dayEvents.length}
                        </span>
                      ) : null}
                      <span className={styles.mvChips} aria-hidden>
                        {dayEvents.slice(0, CHIPS_PER_DAY).map((e) => (
                          <span key={e.id} className={cx(styles.mvChip, typeClass(e.type), !!e.ownEventId && styles.eventOwn, sessionClass(e.session))}>
                            {e.allDay ? null : <span className={styles.mvChipTime}>{e.startTime}</span>} {e.title}
                          </span>
                        ))}
                        {dayEvents.length > CHIPS_PER_DAY ? (
                          <span className={styles.mvMore}>{t('calendar:month.more', { count: dayEvents.length - CHIPS_PER_DAY })}</span>
                        ) : null}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
