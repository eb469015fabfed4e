import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@overlap/time';
import type { WeeklyEvent } from '../api/calendar-api';
import { formatDay } from '../utils/format-day';
import { EventBlock } from './event-block';

/** The week on a phone: day by day, every event with its time, title, type and place; days without events say so. */
export function WeekAgenda({
  dates,
  events,
  today,
  onAddOnDay,
}: {
  dates: CalendarDate[];
  events: WeeklyEvent[];
  today: CalendarDate;
  /** A new own event on that day (docs/product/calendar.md). */
  onAddOnDay?: (date: CalendarDate) => void;
}) {
  const { t, i18n } = useTranslation(['calendar', 'ownEvents']);
  return (
    <ol className="week-agenda">
      {dates.map((date) => {
        const dayEvents = events.filter((e) => e.date === date);
        const dayName = formatDay(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
        return (
          <li key={date} className={`agenda-day${date === today ? ' is-today' : ''}`}>
            <div className="agenda-day-head">
              <h2 className="agenda-day-title">
                {dayName}
                {date === today ? <Tag className="agenda-today">{t('calendar:today')}</Tag> : null}
              </h2>
              {onAddOnDay ? (
                <Button
                  type="text"
                  size="small"
                  className="agenda-add"
                  icon={<PlusOutlined aria-hidden />}
                  aria-label={t('ownEvents:addOn', { day: dayName })}
                  title={t('ownEvents:addOn', { day: dayName })}
                  onClick={() => onAddOnDay(date)}
                />
              ) : null}
            </div>
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
