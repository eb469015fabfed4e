import { env, intEnv, internalCallHeaders } from '@overlap/platform';

/** Presence's settings, read once at start-up. */
export const presenceConfig = {
  schedulesInternalUrl: (env('SCHEDULES_INTERNAL_URL') ?? `http://127.0.0.1:${env('SCHEDULES_PORT') ?? '3002'}`).replace(/\/$/, ''),
  // Its own credential for other services' /internal endpoints (required in production; ADR 039).
  internalCallHeaders: internalCallHeaders('presence'),
  /** A group page must answer even when schedules is slow: the timetable is then left out. */
  schedulesTimeoutMs: intEnv('SCHEDULES_TIMEOUT_MS', 2_000),
  /** How often expired states are removed (end of the student's local day). */
  sweepMs: intEnv('PRESENCE_SWEEP_MS', 60_000),
  /** How often the relay looks for changes a write did not publish at once (Kafka down, a crash). */
  relayPollMs: intEnv('PRESENCE_RELAY_POLL_MS', 1_000),
};
