import type { CalendarDate } from '@overlap/time';
import { formatDate } from '@/lib/format';
import { INTL_LOCALES, isLanguage } from '@/lib/languages';

/** A calendar date in words; read at UTC midnight and shown in UTC, so no browser zone moves it a day. */
export const formatDay = (date: CalendarDate, language: string, options: Intl.DateTimeFormatOptions) =>
  formatDate(`${date}T00:00:00Z`, language, { ...options, timeZone: 'UTC' });

/** A range of dates such as "2 – 8 Mar 2026" in the interface language. */
export function formatDayRange(from: CalendarDate, to: CalendarDate, language: string): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  const format = new Intl.DateTimeFormat(isLanguage(language) ? INTL_LOCALES[language] : 'en-US', options);
  return format.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
}
