import { boolEnv, env, intEnv, internalServiceToken } from '@overlap/platform';

/** Groups' settings, read once at start-up. */
export const groupsConfig = {
  schedulesInternalUrl: (env('SCHEDULES_INTERNAL_URL') ?? `http://127.0.0.1:${env('SCHEDULES_PORT') ?? '3002'}`).replace(/\/$/, ''),
  // The credential the platform's InternalServiceGuard checks (required in production).
  internalServiceToken: internalServiceToken(),
  schedulesTimeoutMs: intEnv('SCHEDULES_TIMEOUT_MS', 5000),
  /** Operator setting: accepting an invitation needs premium (SPEC.md §4/§6). Off: free for everyone (ADR 019). */
  invitationsRequirePremium: boolEnv('INVITATIONS_REQUIRE_PREMIUM', false),
};
