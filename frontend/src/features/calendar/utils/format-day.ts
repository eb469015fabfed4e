import type { CalendarDate } from '@overlap/time';
import { formatDate } from '@/lib/format';

/** A calendar date in words; read at UTC midnight and shown in UTC, so no browser zone moves it a day. */
export const formatDay = (date: CalendarDate, language: string, options: Intl.DateTimeFormatOptions) =>
  formatDate(`${date}T00:00:00Z`, language, { ...options, timeZone: 'UTC' });
