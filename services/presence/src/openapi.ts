import type { OpenApiOptions } from '@overlap/platform';

/** What presence's public API document says about itself (served at /docs locally, written to openapi.json). */
export const openApi: OpenApiOptions = {
  service: 'presence',
  description:
    'Campuses, campus presence and sharing (a campus id and a status, never coordinates), and group presence with what each member’s timetable says now.',
};
