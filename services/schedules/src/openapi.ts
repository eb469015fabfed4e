import type { OpenApiOptions } from '@overlap/platform';

/** What schedules's public API document says about itself (served at /docs locally, written to openapi.json). */
export const openApi: OpenApiOptions = {
  service: 'schedules',
  description: 'Stored class occurrences per user and source; week and month queries; week cleaning.',
};
