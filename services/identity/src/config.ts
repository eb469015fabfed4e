import { boolEnv, env, intEnv, isProduction } from '@overlap/platform';

/** Identity's settings, read once at start-up. */
export const identityConfig = {
  accessTokenTtlSeconds: intEnv('ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
  refreshTokenTtlSeconds: intEnv('REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 60 * 60),
  resetTokenTtlSeconds: intEnv('RESET_TOKEN_TTL_SECONDS', 60 * 60),
  appBaseUrl: (env('APP_BASE_URL') ?? `http://localhost:${env('GATEWAY_PORT') ?? '8080'}`).replace(/\/$/, ''),
  cookieSecure: boolEnv('COOKIE_SECURE', isProduction()),
  uploadMaxBytes: 5_242_880,
};
