import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { weekKey, type CalendarDate } from '@overlap/time';
import type { ScheduleEvent } from '../api/calendar-api';
import { typeClass } from '../utils/event-types';
import { formatDay } from '../utils/format-day';
import type { MonthWeek } from '../utils/week-math';

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
    <table className="month-view">
      <caption className="visually-hidden">{t('calendar:month.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="mv-week-head">
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
              <th scope="row" className="mv-week">
                <span className="mv-week-number">{t('calendar:month.weekShort', { week: week.week })}</span>
                <span className="mv-week-count">{t('calendar:eventsCount', { count })}</span>
                {cleared ? <Tag className="mv-cleared">{t('calendar:month.cleared')}</Tag> : null}
              </th>
              {week.dates.map((date) => {
                const dayEvents = byDate.get(date) ?? [];
                const outside = Number(date.slice(5, 7)) !== month;
                const isToday = date === today;
                const name = formatDay(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
                return (
                  <td key={date} className={`mv-day${outside ? ' is-outside' : ''}${isToday ? ' is-today' : ''}`}>
                    <button type="button" className="mv-day-button" onClick={() => onPickDay(date)} aria-current={isToday ? 'date' : undefined}>
                      {/* Named by its content for screen readers: "Monday, March 2, 3 events, open week 10". */}
                      <span className="mv-date">
                        <span aria-hidden>{Number(date.slice(8))}</span>
                        <span className="visually-hidden">{t('calendar:month.openDay', { day: name, count: dayEvents.length, week: week.week })}</span>
                      </span>
                      {dayEvents.length ? (
                        <span className="mv-count" aria-hidden>
                          {dayEvents.length}
                        </span>
                      ) : null}
                      <span className="mv-chips" aria-hidden>
                        {dayEvents.slice(0, CHIPS_PER_DAY).map((e) => (
                          <span
                            key={e.id}
                            className={`mv-chip ${typeClass(e.type)}${e.ownEventId ? ' event-own' : ''}${e.session ? ` event-session session-${e.session.answer}` : ''}`}
                          >
                            {e.allDay ? null : <span className="mv-chip-time">{e.startTime}</span>} {e.title}
                          </span>
                        ))}
                        {dayEvents.length > CHIPS_PER_DAY ? (
                          <span className="mv-more">{t('calendar:month.more', { count: dayEvents.length - CHIPS_PER_DAY })}</span>
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
