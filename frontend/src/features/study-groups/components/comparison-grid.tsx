import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { cellAvatars, entriesInSlot, membersInCell, toHHMM } from '@overlap/contracts';
import { Button, Tooltip } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidTimeZone, wallClockAt } from '@overlap/time';
import { oneLineLocation } from '@/lib/event-text';
import type { ComparedMember, Comparison, ScheduleEntry } from '../api/comparison-api';
import { useDayScroller } from '../hooks/use-day-scroller';
import { blendColors } from '../utils/blend-colors';
import { formatDay, formatList, hourLabel } from '../utils/format-time';
import { freeSlotAt, type CellSlot } from '../utils/free-cell';
import { SESSION_STEP_MINUTES } from '../utils/session-times';
import { weekDays, type GridDay } from '../utils/week-days';
import { MemberAvatar, MoreAvatars } from './member-avatar';
import styles from '../study-groups.module.css';

interface Props {
  comparison: Comparison;
  /** The members toggled on, in the group's join order. */
  members: ComparedMember[];
  /** Id of the element that names the grid. */
  labelledBy: string;
  /** Set for a group: a cell where every member shown is free books a study session from the free time around it (ADR 052). */
  onBook?: (slot: CellSlot) => void;
}

type Row = { kind: 'allDay' } | { kind: 'hour'; hour: number; start: number; end: number };

interface Cell {
  busy: ComparedMember[];
  entries: Map<string, ScheduleEntry[]>;
}

/** The present moment on the clock of the zone the comparison is shown in. */
const nowIn = (zone: string) => (isValidTimeZone(zone) ? wallClockAt(new Date(), zone) : undefined);

const allDayOn = (member: ComparedMember, day: GridDay) => member.schedules.filter((e) => e.allDay && e.date === day.date);

/**
 * A time column plus Monday to Sunday, one row per hour of `gridHours`. A cell shows
 * at most three avatars of the members busy in it, '+N' for the rest, painted in their blended
 * colour. It is an ARIA grid: one cell is in the tab order, arrow keys (Home/End, Ctrl+Home/End)
 * move between cells, and every cell tells screen readers who is busy and who is free.
 *
 * Narrower than the week (a phone), it scrolls sideways under a sticky time column, the hidden
 * side fades, and a pager says which days are shown and moves by whole days (ADR 032). A cell's
 * tooltip opens on hover, focus or tap, one at a time, and closes on a tap or click outside it,
 * on Escape and when the grid scrolls.
 */
export function ComparisonGrid({ comparison, members, labelledBy, onBook }: Props) {
  const { t, i18n } = useTranslation(['groups', 'ownEvents', 'sessions']);
  // A member's own event without its title (they did not choose to show it) is busy time, said as such.
  const titleOf = (e: ScheduleEntry) => e.title || t('ownEvents:busy');
  const language = i18n.language;
  const bookLabel = t('groups:compare.cellBook');
  const bookShort = t('sessions:book');
  const days = useMemo(() => weekDays(comparison.weekStart), [comparison.weekStart]);
  const now = nowIn(comparison.timezone);
  const today = now?.date;
  const hasAllDay = members.some((m) => m.schedules.some((e) => e.allDay));
  const rows = useMemo<Row[]>(() => {
    const hours: Row[] = [];
    for (let hour = comparison.gridHours.startHour; hour < comparison.gridHours.endHour; hour++)
      hours.push({ kind: 'hour', hour, start: hour * 100, end: (hour + 1) * 100 });
    return hasAllDay ? [{ kind: 'allDay' }, ...hours] : hours;
  }, [comparison.gridHours.startHour, comparison.gridHours.endHour, hasAllDay]);

  const scroller = useDayScroller(days.length);
  const [tip, setTip] = useState<string | null>(null);
  useEffect(() => {
    if (!tip) return;
    const outside = (e: PointerEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest(`[data-cell="${tip}"]`) || target?.closest('.sg-cell-tooltip')) return;
      setTip(null);
    };
    const escape = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && setTip(null);
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', escape);
    };
  }, [tip]);

  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const [focusRow, focusCol] = [Math.min(focus[0], rows.length - 1), Math.min(focus[1], 6)];
  const table = useRef<HTMLTableElement>(null);

  // The cell a booking was opened from keeps the focus when the dialog closes and when the new answer
  // replaces it (a cell turning busy is wrapped in its tooltip): until focus or a pointer goes elsewhere.
  const keepFocus = useRef<string | null>(null);
  useEffect(() => {
    const elsewhere = (e: Event) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target && (table.current?.contains(target) || target.closest('.ant-modal-wrap'))) return;
      keepFocus.current = null;
    };
    document.addEventListener('focusin', elsewhere);
    document.addEventListener('pointerdown', elsewhere, true);
    return () => {
      document.removeEventListener('focusin', elsewhere);
      document.removeEventListener('pointerdown', elsewhere, true);
    };
  }, []);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (keepFocus.current && (!active || active === document.body)) table.current?.querySelector<HTMLElement>(`[data-cell="${keepFocus.current}"]`)?.focus();
  });

  // A move by keyboard may scroll the grid to the focused cell; that scroll keeps its tooltip.
  const keyboardMoveAt = useRef(0);
  const moveTo = (row: number, col: number) => {
    const next: [number, number] = [Math.max(0, Math.min(rows.length - 1, row)), Math.max(0, Math.min(6, col))];
    setFocus(next);
    keyboardMoveAt.current = Date.now();
    table.current?.querySelector<HTMLElement>(`[data-cell="${next[0]}-${next[1]}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if ((e.key === 'Enter' || e.key === ' ') && bookFrom(e.target)) {
      e.preventDefault();
      return;
    }
    const moves: Record<string, () => void> = {
      ArrowRight: () => moveTo(focusRow, focusCol + 1),
      ArrowLeft: () => moveTo(focusRow, focusCol - 1),
      ArrowDown: () => moveTo(focusRow + 1, focusCol),
      ArrowUp: () => moveTo(focusRow - 1, focusCol),
      Home: () => (e.ctrlKey ? moveTo(0, 0) : moveTo(focusRow, 0)),
      End: () => (e.ctrlKey ? moveTo(rows.length - 1, 6) : moveTo(focusRow, 6)),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };

  const cellOf = (row: Row, day: GridDay): Cell => {
    const entries = new Map<string, ScheduleEntry[]>();
    if (row.kind === 'allDay') {
      for (const m of members) {
        const found = allDayOn(m, day);
        if (found.length) entries.set(m.user.id, found);
      }
      return { busy: members.filter((m) => entries.has(m.user.id)), entries };
    }
    const busy = membersInCell(members, day.dayOfWeek, row.start, row.end);
    for (const m of busy) entries.set(m.user.id, entriesInSlot(m.schedules, day.dayOfWeek, row.start, row.end));
    return { busy, entries };
  };

  // A free cell books while a quarter hour of it is still ahead: ended cells are only shown.
  const bookable = (row: Row, day: GridDay, cell: Cell): row is Extract<Row, { kind: 'hour' }> =>
    !!onBook &&
    !!now &&
    row.kind === 'hour' &&
    members.length > 0 &&
    cell.busy.length === 0 &&
    (day.date > now.date ||
      (day.date === now.date && Math.ceil(now.minutes / SESSION_STEP_MINUTES) * SESSION_STEP_MINUTES + SESSION_STEP_MINUTES <= row.hour * 60 + 60));

  // One handler for the whole grid (click, Enter, Space): the cell says which it is by data-cell.
  const bookFrom = (target: EventTarget | null): boolean => {
    const cell = target instanceof Element ? target.closest<HTMLElement>('td[data-book]') : null;
    if (cell) keepFocus.current = cell.dataset.cell ?? null;
    return book(cell);
  };
  const book = (td: HTMLElement | null): boolean => {
    const [r, c] = (td?.dataset.cell ?? '').split('-').map(Number);
    const row = rows[r!];
    const day = days[c!];
    if (!td || !onBook || !now || row?.kind !== 'hour' || !day) return false;
    const slot = freeSlotAt({
      members,
      day,
      cellStart: row.hour * 60,
      cellEnd: row.hour * 60 + 60,
      gridStart: comparison.gridHours.startHour * 60,
      gridEnd: comparison.gridHours.endHour * 60,
      now,
    });
    if (slot) onBook(slot);
    return !!slot;
  };

  const describeEntry = (e: ScheduleEntry) => {
    const what = e.allDay ? titleOf(e) : t('groups:compare.entryTime', { title: titleOf(e), start: e.startTime, end: e.endTime });
    return e.location ? t('groups:compare.entryAt', { what, location: oneLineLocation(e.location) }) : what;
  };

  const describe = (row: Row, day: GridDay, cell: Cell) => {
    const dayName = formatDay(day.date, language, { weekday: 'long', day: 'numeric', month: 'long' });
    const when =
      row.kind === 'allDay'
        ? t('groups:compare.cellAllDay', { day: dayName })
        : t('groups:compare.cellWhen', { day: dayName, start: hourLabel(row.hour), end: hourLabel(row.hour + 1) });
    if (!members.length) return `${when} ${t('groups:compare.cellNobodyShown')}`;
    if (!cell.busy.length)
      return `${when} ${row.kind === 'allDay' ? t('groups:compare.cellNoAllDay') : t('groups:compare.cellAllFree')}${bookable(row, day, cell) ? ` ${bookLabel}` : ''}`;
    const busy = cell.busy.map((m) => `${m.user.displayName} (${(cell.entries.get(m.user.id) ?? []).map(describeEntry).join('; ')})`);
    const free = members.filter((m) => !cell.busy.includes(m)).map((m) => m.user.displayName);
    const parts = [when, t('groups:compare.cellBusy', { list: formatList(busy, language) })];
    if (free.length && row.kind === 'hour') parts.push(t('groups:compare.cellFree', { list: formatList(free, language) }));
    return parts.join(' ');
  };

  const shortTitle = (row: Row, cell: Cell): string | undefined => {
    // One member busy: name the class where it begins, so a personal week reads like a calendar.
    if (cell.busy.length !== 1) return undefined;
    const entries = cell.entries.get(cell.busy[0]!.user.id) ?? [];
    if (row.kind === 'allDay') return entries[0] && titleOf(entries[0]);
    const first = rows.find((r) => r.kind === 'hour');
    const starting = entries.find((e) => toHHMM(e.startTime) >= row.start || (first === row && toHHMM(e.startTime) < row.start));
    return starting && titleOf(starting);
  };

  const shortDay = (i: number) => formatDay(days[i]!.date, language, { weekday: 'short' });
  const frameClass = [
    'sg-grid-frame',
    scroller.overflowing && scroller.first > 0 ? 'more-before' : '',
    scroller.overflowing && scroller.last < days.length - 1 ? 'more-after' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.sgGridBox}>
      {scroller.overflowing ? (
        <div className={styles.sgGridPager} role="group" aria-label={t('groups:compare.dayPager')}>
          <Button size="small" icon={<LeftOutlined aria-hidden />} onClick={() => scroller.page(-1)} disabled={scroller.first === 0}>
            <span className={styles.sgPagerLabel}>{t('groups:compare.earlierDays')}</span>
          </Button>
          <span className={styles.sgGridRange} aria-live="polite">
            {t('groups:compare.showingDays', { first: shortDay(scroller.first), last: shortDay(scroller.last), total: days.length })}
          </span>
          <Button size="small" onClick={() => scroller.page(1)} disabled={scroller.last === days.length - 1}>
            <span className={styles.sgPagerLabel}>{t('groups:compare.laterDays')}</span> <RightOutlined aria-hidden />
          </Button>
        </div>
      ) : null}
      <div className={frameClass}>
        <div
          className="sg-grid-scroll"
          ref={scroller.ref}
          onScroll={() => {
            scroller.onScroll();
            if (tip && Date.now() - keyboardMoveAt.current > 500) setTip(null);
          }}
        >
          <table ref={table} role="grid" className="sg-grid" aria-labelledby={labelledBy} onKeyDown={onKeyDown} onClick={(e) => bookFrom(e.target)}>
            <thead>
              <tr>
                <th scope="col" className={styles.sgGridTimeHead}>
                  <span className="visually-hidden">{t('groups:compare.time')}</span>
                </th>
                {days.map((day) => (
                  <th
                    key={day.date}
                    data-day={day.date}
                    scope="col"
                    className={day.date === today ? 'sg-grid-day-head sg-today' : 'sg-grid-day-head'}
                    aria-current={day.date === today ? 'date' : undefined}
                  >
                    <span className={styles.sgDayName}>{formatDay(day.date, language, { weekday: 'short' })}</span>{' '}
                    <span className={styles.sgDayDate}>{formatDay(day.date, language, { day: 'numeric', month: 'short' })}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={row.kind === 'allDay' ? 'all-day' : row.hour} className={row.kind === 'allDay' ? 'sg-row-all-day' : undefined}>
                  <th scope="row" className={styles.sgGridTime}>
                    {row.kind === 'allDay' ? t('groups:compare.allDay') : hourLabel(row.hour)}
                  </th>
                  {days.map((day, c) => {
                    const cell = cellOf(row, day);
                    const color = blendColors(cell.busy.map((m) => m.user.color));
                    const { shown, more } = cellAvatars(cell.busy);
                    const title = shortTitle(row, cell);
                    const key = `${r}-${c}`;
                    const book = bookable(row, day, cell);
                    const content = (
                      <td
                        key={day.date}
                        role="gridcell"
                        data-cell={key}
                        data-color={color}
                        data-book={book ? '' : undefined}
                        aria-haspopup={book ? 'dialog' : undefined}
                        tabIndex={r === focusRow && c === focusCol ? 0 : -1}
                        onFocus={() => (r !== focusRow || c !== focusCol) && setFocus([r, c])}
                        // A tap opens the cell's tooltip (hover and focus do so by themselves).
                        onClick={cell.busy.length ? () => setTip(key) : undefined}
                        className={
                          cell.busy.length
                            ? cell.busy.length > 1
                              ? 'sg-cell sg-cell-busy sg-cell-overlap'
                              : 'sg-cell sg-cell-busy'
                            : book
                              ? 'sg-cell sg-cell-free'
                              : 'sg-cell'
                        }
                        style={color ? ({ '--cell-color': color } as CSSProperties) : undefined}
                      >
                        <span className="visually-hidden">{describe(row, day, cell)}</span>
                        {cell.busy.length ? (
                          <span className={styles.sgCellContent} aria-hidden>
                            <span className={styles.sgCellAvatars}>
                              {shown.map((m) => (
                                <MemberAvatar key={m.user.id} initials={m.user.initials} color={m.user.color} size="xs" />
                              ))}
                              {more ? <MoreAvatars count={more} size="xs" /> : null}
                            </span>
                            {title ? <span className={styles.sgCellTitle}>{title}</span> : null}
                          </span>
                        ) : book ? (
                          <span className="sg-cell-book" aria-hidden>
                            <span className="sg-cell-book-plus">+</span> <span className="sg-cell-book-label">{bookShort}</span>
                          </span>
                        ) : null}
                      </td>
                    );
                    if (!cell.busy.length) return content;
                    return (
                      <Tooltip
                        key={day.date}
                        mouseEnterDelay={0.7}
                        trigger={['hover', 'focus']}
                        open={tip === key}
                        onOpenChange={(open) => setTip((current) => (open ? key : current === key ? null : current))}
                        classNames={{ root: 'sg-cell-tooltip' }}
                        // Inside the comparison (and so the page's main landmark), not at the end of <body> (axe region).
                        getPopupContainer={(trigger) => trigger.closest<HTMLElement>(`.${styles.sgCompare}`) ?? document.body}
                        title={
                          <ul className={styles.sgCellTip}>
                            {cell.busy.map((m) => (
                              <li key={m.user.id}>
                                <strong>{m.user.displayName}</strong>: {(cell.entries.get(m.user.id) ?? []).map(describeEntry).join('; ')}
                              </li>
                            ))}
                          </ul>
                        }
                      >
                        {content}
                      </Tooltip>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {scroller.overflowing ? <p className={`${styles.sgSwipeHint} muted small`}>{t('groups:compare.swipeHint')}</p> : null}
    </div>
  );
}
