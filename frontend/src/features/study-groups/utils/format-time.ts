import { INTL_LOCALES, isLanguage } from '@/lib/languages';
import { calendarDate } from './comparison-week';

export const intlLocale = (language: string) => (isLanguage(language) ? INTL_LOCALES[language] : 'en-US');

/** A calendar date (YYYY-MM-DD) in the user's language, never shifted by the browser's zone. */
export const formatDay = (date: string, language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(calendarDate(date));

/** "Ada, Ben and Cy" in the user's language. */
export const formatList = (items: string[], language: string) =>
  new Intl.ListFormat(intlLocale(language), { style: 'long', type: 'conjunction' }).format(items);

/** 9 → "09:00": the grid's rows are whole hours. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
