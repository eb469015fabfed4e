import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { WeeklyEvent } from '../api/calendar-api';

/** The week's events day by day, until the hour grid of issue 4 replaces this list. */
export function WeekAgenda({ events }: { events: WeeklyEvent[] }) {
  const { i18n } = useTranslation();
  const days = [...new Set(events.map((e) => e.date))];
  return (
    <ol className="week-agenda">
      {days.map((date) => (
        <li key={date}>
          <h2 className="agenda-day">{formatDate(`${date}T12:00:00`, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}</h2>
          <ul>
            {events
              .filter((e) => e.date === date)
              .map((e) => (
                <li key={e.id} className="agenda-event">
                  <span className="agenda-time">
                    {e.start_time}–{e.end_time}
                  </span>
                  <span className="agenda-title">{e.title}</span>
                  {e.type ? <span className="agenda-type">{e.type}</span> : null}
                  {e.location ? (
                    <span className="agenda-location">
                      <EnvironmentOutlined aria-hidden /> {e.location}
                    </span>
                  ) : null}
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
