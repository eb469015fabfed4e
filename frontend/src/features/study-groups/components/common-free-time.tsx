import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Switch } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparison, FreeSlot, HeatCell } from '../api/comparison-api';
import { formatDay } from '../utils/format-time';
import { hourLabel } from '../utils/format-time';
import { changeFreeHours, FROM_HOUR_OPTIONS, heatLevel, MIN_SLOT_OPTIONS, splitMinutes, TO_HOUR_OPTIONS, type FreeHours } from '../utils/free-time';
import { weekDays } from '../utils/week-days';
import styles from '../study-groups.module.css';

interface Props {
  comparison: Comparison;
  minMinutes: number;
  onMinMinutesChange: (minutes: number) => void;
  /** The hours free time is looked for in (the grid covers them). */
  hours: FreeHours;
  onHoursChange: (hours: FreeHours) => void;
  /** Whether weekend slots are listed, after every weekday slot. */
  weekends: boolean;
  onWeekendsChange: (weekends: boolean) => void;
  /** A new answer (other members or another minimum) is on its way. */
  updating: boolean;
  /** Opens the booking of a study session from a slot (ADR 052). */
  onBook?: (slot: FreeSlot) => void;
}

/** Slots listed before "Show all". */
const FIRST_SLOTS = 6;

/**
 * Below the grid: the week's slots in which every toggled member is free (computed by the
 * groups service: weekdays first, longest first; the weekend after them when asked for) within
 * the chosen hours, with a minimum length of 30–180 minutes, and a heat map of "k of N free" per
 * half hour on a fixed scale.
 */
export function CommonFreeTime({ comparison, minMinutes, onMinMinutesChange, hours, onHoursChange, weekends, onWeekendsChange, updating, onBook }: Props) {
  const { t, i18n } = useTranslation(['groups', 'sessions']);
  const language = i18n.language;
  const headingId = useId();
  const selectId = useId();
  const fromId = useId();
  const toId = useId();
  const weekendsId = useId();
  const [showAll, setShowAll] = useState(false);
  const total = comparison.includedMemberIds.length;
  const slots = showAll ? comparison.freeSlots : comparison.freeSlots.slice(0, FIRST_SLOTS);

  const duration = (minutes: number) => {
    const { hours, minutes: rest } = splitMinutes(minutes);
    if (!hours) return t('groups:free.durationMinutes', { minutes: rest });
    return rest ? t('groups:free.durationHoursMinutes', { hours, minutes: rest }) : t('groups:free.durationHours', { hours });
  };
  const slotDay = (slot: FreeSlot) => formatDay(slot.date, language, { weekday: 'long', day: 'numeric', month: 'short' });

  return (
    <section className={styles.sgFree} aria-labelledby={headingId} aria-busy={updating}>
      <div className={styles.sgFreeHead}>
        <div>
          <h3 id={headingId}>
            <ClockCircleOutlined aria-hidden /> {t('groups:free.title')}
          </h3>
          <p className="muted small">
            {total
              ? `${t('groups:free.lead', { count: total, start: comparison.freeTimeWindow.startTime, end: comparison.freeTimeWindow.endTime })}${
                  comparison.weekends ? ` ${t('groups:free.weekendsAfter')}` : ''
                }`
              : t('groups:free.noMembers')}
          </p>
        </div>
        <div className={styles.sgFreeControls}>
          <div className={styles.sgFreeControl}>
            <label htmlFor={fromId}>{t('groups:free.from')}</label>
            <select
              id={fromId}
              className={styles.sgSelect}
              value={hours.from}
              onChange={(e) => onHoursChange(changeFreeHours(hours, { from: Number(e.target.value) }))}
            >
              {FROM_HOUR_OPTIONS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.sgFreeControl}>
            <label htmlFor={toId}>{t('groups:free.to')}</label>
            <select
              id={toId}
              className={styles.sgSelect}
              value={hours.to}
              onChange={(e) => onHoursChange(changeFreeHours(hours, { to: Number(e.target.value) }))}
            >
              {TO_HOUR_OPTIONS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </div>
          <div className={`${styles.sgFreeControl} ${styles.sgFreeSwitch}`}>
            <Switch id={weekendsId} size="small" checked={weekends} onChange={onWeekendsChange} />
            <label htmlFor={weekendsId}>{t('groups:free.weekends')}</label>
          </div>
          <div className={styles.sgFreeControl}>
            <label htmlFor={selectId}>{t('groups:free.minLength')}</label>
            {/* A native select: keyboard and screen readers know it, and it fits any phone. */}
            <select id={selectId} className={styles.sgSelect} value={minMinutes} onChange={(e) => onMinMinutesChange(Number(e.target.value))}>
              {MIN_SLOT_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {duration(value)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {total ? (
        comparison.freeSlots.length ? (
          <>
            <ol className={styles.sgFreeSlots}>
              {slots.map((slot) => (
                <li key={`${slot.date}-${slot.startTime}`} className="sg-free-slot">
                  <span className="sg-free-day">{slotDay(slot)}</span>
                  <span className={styles.sgFreeTime}>
                    {slot.startTime}–{slot.endTime}
                  </span>
                  <span className={styles.sgFreeLength}>{duration(slot.minutes)}</span>
                  {onBook ? (
                    <Button
                      size="small"
                      className={`${styles.sgFreeBook} sg-free-book`}
                      aria-label={t('sessions:bookSlot', { day: slotDay(slot), start: slot.startTime, end: slot.endTime })}
                      onClick={() => onBook(slot)}
                    >
                      {t('sessions:book')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ol>
            {comparison.freeSlots.length > FIRST_SLOTS ? (
              <Button type="link" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
                {showAll ? t('groups:free.showFewer') : t('groups:free.showAll', { count: comparison.freeSlots.length })}
              </Button>
            ) : null}
          </>
        ) : (
          <p className={styles.sgFreeNone}>{t('groups:free.none', { minutes: minMinutes })}</p>
        )
      ) : null}

      {total ? <FreeHeat comparison={comparison} total={total} /> : null}
    </section>
  );
}

/** Half-hour cells 08:00–20:00, one row per day, shaded by the share of members free. */
function FreeHeat({ comparison, total }: { comparison: Comparison; total: number }) {
  const { t, i18n } = useTranslation('groups');
  const language = i18n.language;
  const captionId = useId();
  const days = useMemo(() => weekDays(comparison.weekStart), [comparison.weekStart]);
  const byDay = useMemo(() => {
    const map = new Map<string, HeatCell[]>();
    for (const cell of comparison.heat) map.set(cell.date, [...(map.get(cell.date) ?? []), cell]);
    return map;
  }, [comparison.heat]);
  const times = byDay.get(days[0]!.date) ?? [];
  // Column heads every hour: each spans its two half-hour cells.
  const hours = times.filter((_, i) => i % 2 === 0);
  // The legend: every "k of N" for small groups, five steps of the fixed scale for larger ones.
  const steps = total <= 6 ? Array.from({ length: total + 1 }, (_, k) => k) : [0, total / 4, total / 2, (3 * total) / 4, total].map(Math.round);
  const legend = [...new Set(steps)].map((free) => ({ free, level: heatLevel(free, total) }));

  return (
    <div className="sg-heat">
      <h4 id={captionId} className={styles.sgHeatTitle}>
        {t('groups:free.heatTitle')}
      </h4>
      <div className={styles.sgHeatScroll}>
        <table className={styles.sgHeatTable} aria-labelledby={captionId}>
          <thead>
            <tr>
              <td />
              {hours.map((cell) => (
                <th key={cell.startTime} scope="colgroup" colSpan={2}>
                  {cell.startTime.slice(0, 2)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date, language, { weekday: 'short' })}</th>
                {(byDay.get(day.date) ?? []).map((cell) => (
                  <td key={cell.startTime} className={`sg-heat-cell heat-${heatLevel(cell.free, cell.total)}`}>
                    <span className="visually-hidden">
                      {t('groups:free.heatCell', {
                        day: formatDay(day.date, language, { weekday: 'long' }),
                        start: cell.startTime,
                        end: cell.endTime,
                        free: cell.free,
                        total: cell.total,
                      })}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.sgHeatLegend} aria-label={t('groups:free.legendLabel')}>
        {legend.map(({ level, free }) => (
          <li key={free}>
            <span aria-hidden className={`sg-heat-swatch heat-${level}`} /> {t('groups:free.legend', { free, total })}
          </li>
        ))}
      </ul>
    </div>
  );
}
