import { INTL_LOCALES, isLanguage } from './languages';

const localeOf = (language: string) => (isLanguage(language) ? INTL_LOCALES[language] : 'en-US');

/** Month and year, e.g. "November 2026" / "november 2026" / "2026年11月". */
export const formatMonthYear = (date: string | Date, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric' }).format(new Date(date));

export const formatDate = (date: string | Date, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  new Intl.DateTimeFormat(localeOf(language), options).format(new Date(date));

export const formatNumber = (value: number, language: string) => new Intl.NumberFormat(localeOf(language)).format(value);

/** Prices arrive in minor units (SPEC.md §9). */
export const formatMoney = (minorUnits: number, currency: string, language: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);
