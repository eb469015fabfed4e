import { Popover } from 'antd';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeeklyEvent } from '../api/calendar-api';
import { useTypeLabel } from '../hooks/use-type-label';
import { oneLineLocation } from '@/lib/event-text';
import { typeClass } from '../utils/event-types';
import { EventDetails } from './event-details';

interface Props {
  event: WeeklyEvent;
  style?: CSSProperties;
  /** All-day chips are one line; timed blocks show time, title, type and location. */
  variant?: 'block' | 'chip';
  /** Narrow blocks (side by side with others) drop type and place; the name and the popover keep them. */
  compact?: boolean;
  /** One-hour blocks keep the title to one line so the place still shows. */
  short?: boolean;
}

/**
 * One event on the grid: a button (Tab reaches it, Enter or Space opens it) whose name already
 * says everything on it; the popover adds the full text and the description. Escape closes it.
 */
export function EventBlock({ event, style, variant = 'block', compact, short }: Props) {
  const { t } = useTranslation('calendar');
  const typeLabel = useTypeLabel();
  const [open, setOpen] = useState(false);
  const time = event.allDay ? t('calendar:allDay') : `${event.start_time}–${event.end_time}`;
  const type = event.type ? typeLabel(event.type) : '';
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    }
  };
  const location = oneLineLocation(event.location);
  const label = [time, event.title, type, location].filter(Boolean).join(', ');

  return (
    <Popover content={<EventDetails event={event} />} trigger="click" open={open} onOpenChange={setOpen} placement="right" destroyOnHidden>
      <button
        type="button"
        className={`event-block event-${variant} ${typeClass(event.type)}${compact ? ' is-compact' : ''}${short ? ' is-short' : ''}`}
        style={style}
        aria-label={label}
        aria-expanded={open}
        onKeyDown={onKeyDown}
      >
        {/* Spaces between the parts keep the visible text inside the accessible name (WCAG 2.5.3). */}
        {variant === 'chip' ? (
          <span className="event-title">{event.title}</span>
        ) : (
          <>
            <span className="event-time">{time}</span> <span className="event-title">{event.title}</span>{' '}
            {!compact && (type || location) ? (
              <span className="event-meta">
                {type}
                {type && location ? (
                  <>
                    <span aria-hidden> ·</span>{' '}
                  </>
                ) : null}
                {location}
              </span>
            ) : null}
          </>
        )}
      </button>
    </Popover>
  );
}
