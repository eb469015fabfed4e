import { env, intEnv } from '@overlap/platform';

/** `host:port` pairs that may be fetched even though they are not public (local test servers only). */
export function parseAllowedHosts(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Where the screenshot reader's routes (POST /api/parse/screenshot, GET /api/parse/status) are
 * served (ADR 054): `here` in this process with everything else (the default), `only` here and
 * nothing else (the chart's reader Deployment), or `elsewhere` (ingestion beside that Deployment).
 */
export type ReaderPlacement = 'here' | 'only' | 'elsewhere';
const PLACEMENTS: ReaderPlacement[] = ['here', 'only', 'elsewhere'];

export function readerPlacement(value: string | undefined): ReaderPlacement {
  if (value === undefined) return 'here';
  if (!PLACEMENTS.includes(value as ReaderPlacement)) throw new Error(`SCREENSHOT_READER must be one of ${PLACEMENTS.join(', ')}, not ${value}`);
  return value as ReaderPlacement;
}

/** Ingestion's settings, read once at start-up. */
export const ingestionConfig = {
  screenshotReader: readerPlacement(env('SCREENSHOT_READER')),
  maxFeedsPerUser: intEnv('MAX_FEEDS_PER_USER', 20),
  fetch: {
    allowedHosts: parseAllowedHosts(env('FEED_FETCH_ALLOWED_HOSTS')),
    connectTimeoutMs: intEnv('FEED_FETCH_CONNECT_TIMEOUT_MS', 5_000),
    totalTimeoutMs: intEnv('FEED_FETCH_TIMEOUT_MS', 20_000),
    maxBytes: 10 * 1024 * 1024,
    maxRedirects: 5,
  },
  sync: {
    pollMs: intEnv('SYNC_POLL_MS', 2_000),
    concurrency: intEnv('SYNC_CONCURRENCY', 4),
    /** How often the scheduler reads all due states instead of only the current due slots (sources/due-slots.rules.ts). */
    fullScanMs: intEnv('SYNC_FULL_SCAN_MS', 300_000),
    leaseMs: intEnv('SYNC_LEASE_MS', 120_000),
    /** How long POST / sync-now wait for the sync before answering with the current state. */
    inlineWaitMs: intEnv('SYNC_INLINE_WAIT_MS', 10_000),
    /** How long a sync waits for Kafka's acknowledgement before storing the snapshot for the relay. */
    publishWaitMs: intEnv('SYNC_PUBLISH_WAIT_MS', 3_000),
  },
  openai: {
    apiKey: env('OPENAI_API_KEY'),
    baseUrl: env('OPENAI_BASE_URL'),
    model: env('OPENAI_MODEL') ?? 'gpt-4o-mini',
    // Per attempt, one retry: within the ingress read timeout and the pods' grace period (ADR 040).
    timeoutMs: intEnv('OPENAI_TIMEOUT_MS', 20_000),
  },
};
