import type { OpenApiOptions } from '@overlap/platform';

/** What identity's public API document says about itself (served at /docs locally, written to openapi.json). */
export const openApi: OpenApiOptions = {
  service: 'identity',
  description: 'Users, credentials, sessions, password resets, profile, settings and avatars.',
};
