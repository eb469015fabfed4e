import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The years a calendar date may fall in: schedules answers no week outside them, so none is stored. */
export const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

/** Minutes since midnight of a valid 'HH:MM', NaN otherwise. */
export const minutesOf = (hhmm: string): number => (/^([01]\d|2[0-3]):[0-5]\d$/.test(hhmm) ? Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) : NaN);

/** The instant of an ISO date or date-time, NaN otherwise. */
export const instantOf = (iso: string): number => Date.parse(iso);

export interface AfterOptions {
  /** How a value is placed on a line: ISO dates through instantOf (the default), 'HH:MM' through minutesOf. */
  position?: (value: string) => number;
  /** The same position passes too (a repetition may start and end on one day). */
  orSame?: boolean;
}

/**
 * Cross-field rule: this value lies after the `property` of the same object. When either side is
 * missing or unreadable the field's own rules report it, so this one passes.
 */
export function IsAfter(
  property: string,
  message: string,
  { position = instantOf, orSame = false }: AfterOptions = {},
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAfter',
      constraints: [property],
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => {
          const other = (args?.object as Record<string, unknown> | undefined)?.[property];
          if (typeof value !== 'string' || typeof other !== 'string') return true;
          const [end, start] = [position(value), position(other)];
          return Number.isNaN(end) || Number.isNaN(start) || end > start || (orSame && end === start);
        },
        defaultMessage: () => message,
      },
    },
    options,
  );
}

/** An ISO date ('YYYY-MM-DD') or date-time naming a real day within CALENDAR_YEARS ('2026-02-31' and year 1 are refused). */
export function IsCalendarDate(message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          const day = /^(\d{4})-(\d{2})-(\d{2})(?=$|T)/.exec(value);
          if (!day || Number.isNaN(instantOf(value))) return false;
          const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
          const real = new Date(Date.UTC(year, month - 1, date));
          return real.getUTCMonth() === month - 1 && real.getUTCDate() === date && year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max;
        },
        defaultMessage: () => message,
      },
    },
    options,
  );
}
