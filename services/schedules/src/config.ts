import { env } from '@overlap/platform';

/** Schedules' fixed rules (docs/product/calendar.md and the API limits in docs/adr). */
export const schedulesConfig = {
  /** Where the app is reached: calendar-export links are made on it (ADR 032). */
  appBaseUrl: (env('APP_BASE_URL') ?? `http://localhost:${env('GATEWAY_PORT') ?? '8080'}`).replace(/\/$/, ''),
  /** Colour of a feed event (feeds carry none). */
  defaultColor: 'bg-user-purple',
  /** Longest start..end window of GET /api/ics/events and /internal/occurrences. */
  maxWindowDays: 366,
  minYear: 2000,
  maxYear: 2100,
};
