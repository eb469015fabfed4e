import type { OpenApiOptions } from '@overlap/platform';

/** What ingestion's public API document says about itself (served at /docs locally, written to openapi.json). */
export const openApi: OpenApiOptions = {
  service: 'ingestion',
  description: 'Calendar feed subscriptions, screenshot reading and imports of events kept in the browser.',
};
