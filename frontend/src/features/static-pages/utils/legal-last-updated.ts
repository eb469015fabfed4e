/** Terms, privacy and cookie policies were last revised in October 2025 (docs/product/screens-and-navigation.md). */
export const LEGAL_LAST_UPDATED = { year: 2025, month: 10 } as const;

/** "October 2025" in the reader's language, e.g. "oktober 2025" (da) or "2025年10月" (zh). */
export function formatLegalLastUpdated(language: string): string {
  const { year, month } = LEGAL_LAST_UPDATED;
  // Mid-month in UTC so no time zone can move the date into another month.
  const date = new Date(Date.UTC(year, month - 1, 15));
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The machine-readable form for <time dateTime>. */
export const LEGAL_LAST_UPDATED_ISO = `${LEGAL_LAST_UPDATED.year}-${String(LEGAL_LAST_UPDATED.month).padStart(2, '0')}`;
