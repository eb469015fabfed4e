import { ClockCircleOutlined, EditOutlined, EnvironmentOutlined, TagOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeeklyEvent } from '../api/calendar-api';
import { roomsOf, textWithLinks } from '@/lib/event-text';
import { formatDay } from '../utils/format-day';
import { useOwnEventActions } from '../hooks/use-own-event-actions';
import { useTypeLabel } from '../hooks/use-type-label';
import styles from '../calendar.module.css';
import ownStyles from '../own-events.module.css';

/**
 * What the popover of an event block shows: the whole event, nothing cut off; several rooms as a
 * list, and web links in the description as links (the text itself is never markup).
 */
export function EventDetails({ event, onEdited }: { event: WeeklyEvent; onEdited?: () => void }) {
  const { t, i18n } = useTranslation(['calendar', 'ownEvents']);
  const ownEvents = useOwnEventActions();
  const ownEventId = event.ownEventId;
  const typeLabel = useTypeLabel();
  const rooms = roomsOf(event.location);
  return (
    <div className={styles.eventDetails}>
      <p className={styles.eventDetailsTitle}>{event.title}</p>
      <dl>
        <div>
          <dt>
            <ClockCircleOutlined aria-hidden /> <span className="visually-hidden">{t('calendar:details.when')}</span>
          </dt>
          <dd>
            {formatDay(event.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })},{' '}
            {event.allDay ? t('calendar:allDay') : `${event.start_time}–${event.end_time}`}
          </dd>
        </div>
        {event.location ? (
          <div>
            <dt>
              <EnvironmentOutlined aria-hidden /> <span className="visually-hidden">{t('calendar:details.where')}</span>
            </dt>
            <dd>
              {rooms.length > 1 ? (
                <ul className={styles.eventDetailsRooms}>
                  {rooms.map((room) => (
                    <li key={room}>{room}</li>
                  ))}
                </ul>
              ) : (
                rooms[0]
              )}
            </dd>
          </div>
        ) : null}
        {event.type ? (
          <div>
            <dt>
              <TagOutlined aria-hidden /> <span className="visually-hidden">{t('calendar:details.type')}</span>
            </dt>
            <dd>{typeLabel(event.type)}</dd>
          </div>
        ) : null}
      </dl>
      {event.description ? (
        <p className={styles.eventDetailsDescription}>
          {textWithLinks(event.description).map((part, i) =>
            'url' in part ? (
              <a key={i} href={part.url} target="_blank" rel="noopener noreferrer nofollow">
                {part.url}
              </a>
            ) : (
              <Fragment key={i}>{part.text}</Fragment>
            ),
          )}
        </p>
      ) : null}
      {ownEventId && ownEvents ? (
        <div className={ownStyles.eventDetailsOwn}>
          <p className="muted small">
            <UserOutlined aria-hidden /> {t('ownEvents:yours')}
          </p>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            onClick={() => {
              onEdited?.();
              ownEvents.edit(ownEventId);
            }}
          >
            {t('ownEvents:edit')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
