import type { OpenApiOptions } from '@overlap/platform';

/** What groups's public API document says about itself (served at /docs locally, written to openapi.json). */
export const openApi: OpenApiOptions = {
  service: 'groups',
  description: 'Study groups, members, invitations, schedule comparison and common free time.',
};
