import { Popover } from 'antd';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeeklyEvent } from '../api/calendar-api';
import { useTypeLabel } from '../hooks/use-type-label';
import { oneLineLocation } from '@/lib/event-text';
import { useHyphenator } from '@/lib/hyphenation';
import { blockTextLines } from '../utils/week-layout';
import { EventDetails } from './event-details';
import { cx } from '@/lib/class-names';
import { sessionClass, typeClass } from './event-classes';
import styles from '../calendar.module.css';

interface Props {
  event: WeeklyEvent;
  style?: CSSProperties;
  /** All-day chips are one line; timed blocks show time, title, type and location. */
  variant?: 'block' | 'chip';
  /** Narrow blocks (side by side with others) drop type and place when short; the name and the popover keep them. */
  compact?: boolean;
  /** One-hour blocks keep the title to one line so the place still shows; taller ones wrap both. */
  short?: boolean;
  /** The block's height in px on the grid: how many lines its title and place get. */
  height?: number;
}

/**
 * One event on the grid: a button (Tab reaches it, Enter or Space opens it) whose name already
 * says everything on it; the popover adds the full text and the description. Escape closes it.
 */
export function EventBlock({ event, style, variant = 'block', compact, short, height }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const hyphenate = useHyphenator(i18n.language);
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
  const own = !!event.ownEventId;
  // The name holds the visible text as shown, soft hyphens included (speech ignores them), so the
  // visible label stays part of the name (WCAG 2.5.3).
  const label = [time, hyphenate(event.title), type, location && hyphenate(location)].filter(Boolean).join(', ');
  // Narrow one-hour blocks leave type and place to the name and the popover; taller ones show both,
  // in the name's order, so the visible text stays one piece of the name.
  const shownType = compact && short ? '' : type;
  const shownLocation = compact && short ? '' : location;
  const lines = height === undefined ? undefined : blockTextLines(height, !!(shownType || shownLocation), compact);
  // Titles break between words, or inside a long word at a syllable with a hyphen — never mid-syllable.
  const title = (
    <span className={styles.eventTitle} lang={i18n.language}>
      {hyphenate(event.title)}
    </span>
  );

  return (
    <Popover
      content={<EventDetails event={event} onEdited={() => setOpen(false)} />}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="right"
      destroyOnHidden
    >
      <button
        type="button"
        className={cx(
          styles.eventBlock,
          variant === 'chip' && styles.eventChip,
          typeClass(event.type),
          own && styles.eventOwn,
          sessionClass(event.session),
          compact && styles.isCompact,
        )}
        style={lines ? ({ ...style, '--title-lines': lines.title, '--meta-lines': lines.meta } as CSSProperties) : style}
        aria-label={label}
        aria-expanded={open}
        onKeyDown={onKeyDown}
      >
        {/* Spaces between the parts keep the visible text inside the accessible name (WCAG 2.5.3). */}
        {variant === 'chip' ? (
          title
        ) : (
          <>
            <span className={styles.eventTime}>{time}</span> {title}{' '}
            {shownType || shownLocation ? (
              <span className={styles.eventMeta}>
                {shownType}
                {shownType && shownLocation ? (
                  <>
                    <span aria-hidden> ·</span>{' '}
                  </>
                ) : null}
                {shownLocation ? (
                  <span className={styles.eventLocation} lang={i18n.language}>
                    {hyphenate(shownLocation)}
                  </span>
                ) : null}
              </span>
            ) : null}
          </>
        )}
      </button>
    </Popover>
  );
}
