import { FREE_TIME_HOURS, MIN_SLOT_MINUTES } from '@overlap/contracts';

/** The minimum lengths of a common free slot the viewer can choose: every half hour groups accepts. */
export const MIN_SLOT_OPTIONS = Array.from({ length: (MIN_SLOT_MINUTES.max - MIN_SLOT_MINUTES.min) / 30 + 1 }, (_, i) => MIN_SLOT_MINUTES.min + i * 30);

/** Heat is shaded on a fixed scale of five steps of "k of N free" — never relative to the best cell. */
export const HEAT_LEVELS = 4;

export function heatLevel(free: number, total: number): number {
  if (total <= 0 || free <= 0) return 0;
  if (free >= total) return HEAT_LEVELS;
  // Anyone free shows a little; the full shade is kept for "everyone free".
  return Math.min(HEAT_LEVELS - 1, Math.max(1, Math.round((free / total) * HEAT_LEVELS)));
}

/** 150 → { hours: 2, minutes: 30 }. */
export const splitMinutes = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });

/** The hours free time is looked for in: whole hours, `from < to` (ADR 032). */
export interface FreeHours {
  from: number;
  to: number;
}

export const DEFAULT_FREE_HOURS: FreeHours = { from: FREE_TIME_HOURS.defaultFrom, to: FREE_TIME_HOURS.defaultTo };
export const FROM_HOUR_OPTIONS = Array.from({ length: FREE_TIME_HOURS.max - FREE_TIME_HOURS.min }, (_, i) => FREE_TIME_HOURS.min + i);
export const TO_HOUR_OPTIONS = FROM_HOUR_OPTIONS.map((h) => h + 1);

/** A new start or end that would leave no hours moves the other end along, so the window is never empty. */
export function changeFreeHours(current: FreeHours, change: Partial<FreeHours>): FreeHours {
  const next = { ...current, ...change };
  if (next.from < next.to) return next;
  return change.from !== undefined ? { from: next.from, to: next.from + 1 } : { from: next.to - 1, to: next.to };
}
