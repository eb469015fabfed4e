import { boolEnv, env, intEnv, internalCallHeaders } from '@overlap/platform';

/** Groups' settings, read once at start-up. */
export const groupsConfig = {
  schedulesInternalUrl: (env('SCHEDULES_INTERNAL_URL') ?? `http://127.0.0.1:${env('SCHEDULES_PORT') ?? '3002'}`).replace(/\/$/, ''),
  // Its own credential for other services' /internal endpoints (required in production; ADR 039).
  internalCallHeaders: internalCallHeaders('groups'),
  schedulesTimeoutMs: intEnv('SCHEDULES_TIMEOUT_MS', 5000),
  /** Invitation e-mails read the invitee's address, language and e-mail choice from identity (ADR 031). */
  identityInternalUrl: (env('IDENTITY_INTERNAL_URL') ?? `http://127.0.0.1:${env('IDENTITY_PORT') ?? '3001'}`).replace(/\/$/, ''),
  identityTimeoutMs: intEnv('IDENTITY_TIMEOUT_MS', 5000),
  /** The app's public address, for links in e-mails. */
  appBaseUrl: (env('APP_BASE_URL') ?? `http://localhost:${env('GATEWAY_PORT') ?? '8080'}`).replace(/\/$/, ''),
  /** Operator setting: accepting an invitation needs premium (docs/product/groups-and-comparison.md). Off: free for everyone (ADR 019). */
  invitationsRequirePremium: boolEnv('INVITATIONS_REQUIRE_PREMIUM', false),
};
