import {
  decodeInternalOccurrences,
  INTERNAL_OCCURRENCES_MAX_USERS,
  INTERNAL_OCCURRENCES_PATH,
  internalOccurrencesQuery,
  type ComparisonEntry,
  type InternalOccurrencesRequest,
} from './internal-occurrences';

/** Where schedules answers and how a caller proves it is a service (the platform's credential header). */
export interface InternalOccurrencesEndpoint {
  baseUrl: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export type InternalOccurrencesResult =
  | { ok: true; users: Map<string, ComparisonEntry[]> }
  /** `unreachable`: no answer in time; `bad_answer`: an error status or a body that is not an answer. */
  | { ok: false; reason: 'unreachable' | 'bad_answer'; status?: number; error?: unknown };

/**
 * Every caller's read of schedules' internal occurrences (groups' comparison, presence's
 * timetable): larger user lists in several calls of at most INTERNAL_OCCURRENCES_MAX_USERS, the
 * answer checked by the decoder. A failure is a value: each caller decides what an outage means.
 */
export async function readInternalOccurrences(endpoint: InternalOccurrencesEndpoint, request: InternalOccurrencesRequest): Promise<InternalOccurrencesResult> {
  const chunks: string[][] = [];
  for (let i = 0; i < request.userIds.length; i += INTERNAL_OCCURRENCES_MAX_USERS) chunks.push(request.userIds.slice(i, i + INTERNAL_OCCURRENCES_MAX_USERS));
  const parts = await Promise.all(chunks.map((userIds) => readChunk(endpoint, { ...request, userIds })));
  const failed = parts.find((p) => !p.ok);
  if (failed) return failed;
  return { ok: true, users: new Map(parts.flatMap((p) => (p.ok ? [...p.users] : []))) };
}

async function readChunk(endpoint: InternalOccurrencesEndpoint, request: InternalOccurrencesRequest): Promise<InternalOccurrencesResult> {
  const url = new URL(INTERNAL_OCCURRENCES_PATH, endpoint.baseUrl);
  url.search = internalOccurrencesQuery(request).toString();
  let res: Response;
  try {
    res = await fetch(url, { headers: { ...endpoint.headers, accept: 'application/json' }, signal: AbortSignal.timeout(endpoint.timeoutMs) });
  } catch (error) {
    return { ok: false, reason: 'unreachable', error };
  }
  // A malformed reply is an outage, not a crash.
  const body: unknown = await res.json().catch(() => undefined);
  const users = res.ok ? decodeInternalOccurrences(body, request.userIds) : undefined;
  return users ? { ok: true, users } : { ok: false, reason: 'bad_answer', status: res.status };
}
