import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@overlap/time';
import type { WeeklyEvent } from '../api/calendar-api';
import { formatDay } from '../utils/format-day';
import { EventBlock } from './event-block';
import { cx } from '@/lib/class-names';
import styles from '../calendar.module.css';
import ownStyles from '../own-events.module.css';

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
    <ol className={styles.weekAgenda}>
      {dates.map((date) => {
        const dayEvents = events.filter((e) => e.date === date);
        const dayName = formatDay(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
        return (
          <li key={date} className={cx(styles.agendaDay, date === today && styles.isToday)}>
            <div className={ownStyles.agendaDayHead}>
              <h2 className={styles.agendaDayTitle}>
                {dayName}
                {date === today ? <Tag className={styles.agendaToday}>{t('calendar:today')}</Tag> : null}
              </h2>
              {onAddOnDay ? (
                <Button
                  type="text"
                  size="small"
                  className={ownStyles.agendaAdd}
                  icon={<PlusOutlined aria-hidden />}
                  aria-label={t('ownEvents:addOn', { day: dayName })}
                  title={t('ownEvents:addOn', { day: dayName })}
                  onClick={() => onAddOnDay(date)}
                />
              ) : null}
            </div>
            {dayEvents.length ? (
              <ul className={styles.agendaEvents}>
                {dayEvents.map((e) => (
                  <li key={e.id}>
                    <EventBlock event={e} variant="block" />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.agendaFree}>{t('calendar:noEventsThisDay')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
