import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@overlap/time';
import type { WeeklyEvent } from '../api/calendar-api';
import { formatDay } from '../utils/format-day';
import { EventBlock } from './event-block';

/** The week on a phone: day by day, every event with its time, title, type and place; days without events say so. */
export function WeekAgenda({ dates, events, today }: { dates: CalendarDate[]; events: WeeklyEvent[]; today: CalendarDate }) {
  const { t, i18n } = useTranslation('calendar');
  return (
    <ol className="week-agenda">
      {dates.map((date) => {
        const dayEvents = events.filter((e) => e.date === date);
        return (
          <li key={date} className={`agenda-day${date === today ? ' is-today' : ''}`}>
            <h2 className="agenda-day-title">
              {formatDay(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}
              {date === today ? <Tag className="agenda-today">{t('calendar:today')}</Tag> : null}
            </h2>
            {dayEvents.length ? (
              <ul className="agenda-events">
                {dayEvents.map((e) => (
                  <li key={e.id}>
                    <EventBlock event={e} variant="block" />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="agenda-free">{t('calendar:noEventsThisDay')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
