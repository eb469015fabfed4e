import { env, intEnv, requireEnv } from '@overlap/platform';

/** Groups' settings, read once at start-up. */
export const groupsConfig = {
  schedulesInternalUrl: (env('SCHEDULES_INTERNAL_URL') ?? `http://127.0.0.1:${env('SCHEDULES_PORT') ?? '3002'}`).replace(/\/$/, ''),
  // Same default as the platform's InternalServiceGuard, so a local checkout needs no setup.
  internalServiceToken: requireEnv('INTERNAL_SERVICE_TOKEN', 'local-internal-token'),
  schedulesTimeoutMs: intEnv('SCHEDULES_TIMEOUT_MS', 5000),
  /** The schedules service answers at most this many users per call. */
  schedulesUsersPerCall: 50,
};

/** SPEC.md §3: a user's time zone when none is known yet. */
export const DEFAULT_TIMEZONE = 'Europe/Stockholm';
