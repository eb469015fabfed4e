import { INTL_LOCALES, isLanguage } from '@/lib/languages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "5 minutes ago", "in 25 minutes", "vor 2 Stunden" — whole minutes under an hour, whole hours
 * under a day, then days, in the interface language. Within a minute of now: 'now'.
 */
export function relativeTime(iso: string, language: string, now: number = Date.now()): string {
  const diff = Date.parse(iso) - now;
  const format = new Intl.RelativeTimeFormat(isLanguage(language) ? INTL_LOCALES[language] : 'en-US', { numeric: 'auto' });
  const size = Math.abs(diff);
  if (size < MINUTE) return format.format(0, 'second');
  if (size < HOUR) return format.format(Math.trunc(diff / MINUTE), 'minute');
  if (size < DAY) return format.format(Math.trunc(diff / HOUR), 'hour');
  return format.format(Math.trunc(diff / DAY), 'day');
}
