import { INTL_LOCALES, isLanguage } from './languages';

const localeOf = (language: string) => (isLanguage(language) ? INTL_LOCALES[language] : 'en-US');

/** Month and year, e.g. "November 2026" / "november 2026" / "2026年11月". */
export const formatMonthYear = (date: string | Date, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric' }).format(new Date(date));

export const formatDate = (date: string | Date, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  new Intl.DateTimeFormat(localeOf(language), options).format(new Date(date));

/**
 * A range of calendar dates (YYYY-MM-DD) such as "2 – 8 Mar 2026" or "2026年3月2日至8日": the
 * year once, for both ends, as the language writes a range (Intl formatRange).
 */
export function formatDateRange(from: string, to: string, language: string): string {
  const format = new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
}

/** Prices arrive in minor units (docs/product/premium.md). */
export const formatMoney = (minorUnits: number, currency: string, language: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);
