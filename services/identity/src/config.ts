import { boolEnv, env, intEnv, internalCallHeaders, isProduction } from '@overlap/platform';

const serviceUrl = (name: string, port: number) =>
  (env(`${name.toUpperCase()}_INTERNAL_URL`) ?? `http://127.0.0.1:${env(`${name.toUpperCase()}_PORT`) ?? port}`).replace(/\/$/, '');

/** Identity's settings, read once at start-up. */
export const identityConfig = {
  accessTokenTtlSeconds: intEnv('ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
  refreshTokenTtlSeconds: intEnv('REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 60 * 60),
  resetTokenTtlSeconds: intEnv('RESET_TOKEN_TTL_SECONDS', 60 * 60),
  appBaseUrl: (env('APP_BASE_URL') ?? `http://localhost:${env('GATEWAY_PORT') ?? '8080'}`).replace(/\/$/, ''),
  cookieSecure: boolEnv('COOKIE_SECURE', isProduction()),
  uploadMaxBytes: 5_242_880,
  /** Data exports (ADR 048): where each service answers its part, and how long identity waits for it. */
  dataExport: {
    serviceUrls: {
      schedules: serviceUrl('schedules', 3002),
      groups: serviceUrl('groups', 3003),
      presence: serviceUrl('presence', 3004),
      billing: serviceUrl('billing', 3005),
      ingestion: serviceUrl('ingestion', 3006),
    },
    // Its own credential for the services' /internal endpoints (required in production; ADR 039).
    internalCallHeaders: internalCallHeaders('identity'),
    partTimeoutMs: intEnv('DATA_EXPORT_PART_TIMEOUT_MS', 30_000),
    /** A service that has not answered this long after the export (or its retry) started fails it. */
    answerBoundSeconds: intEnv('DATA_EXPORT_ANSWER_BOUND_SECONDS', 120),
    perDay: intEnv('DATA_EXPORTS_PER_DAY', 3),
    archiveDays: 7,
  },
};
