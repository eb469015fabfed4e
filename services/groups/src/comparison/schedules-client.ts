import { Inject, Injectable } from '@nestjs/common';
import { DomainError, INTERNAL_TOKEN_HEADER, LOGGER } from '@overlap/platform';
import type pino from 'pino';
import { groupsConfig } from '../config';
import type { Occurrence } from './member-schedules';

export interface UserOccurrences {
  timezone: string | undefined;
  occurrences: Occurrence[];
}

export const schedulesUnavailable = () => new DomainError(503, 'Unable to load schedules for this study group.', 'schedules_unavailable');

const text = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

/** Checks the answer rather than trusting it: a malformed reply is an outage, not a crash. */
function decodeUsers(body: unknown, userIds: string[]): Map<string, UserOccurrences> | undefined {
  const users = (body as { users?: unknown } | null)?.users;
  if (!users || typeof users !== 'object') return undefined;
  const out = new Map<string, UserOccurrences>();
  for (const id of userIds) {
    const entry = (users as Record<string, { timezone?: unknown; occurrences?: unknown } | undefined>)[id];
    const list = Array.isArray(entry?.occurrences) ? (entry.occurrences as Record<string, unknown>[]) : [];
    out.set(id, {
      timezone: typeof entry?.timezone === 'string' ? entry.timezone : undefined,
      occurrences: list
        .filter((o) => o && typeof o.start === 'string' && typeof o.end === 'string')
        .map((o) => ({
          start: o.start as string,
          end: o.end as string,
          title: text(o.title),
          location: text(o.location),
          type: text(o.type, 'Class'),
          allDay: o.allDay === true,
        })),
    });
  }
  return out;
}

/**
 * Reads members' occurrences from the schedules service's internal endpoint (ARCHITECTURE.md §1:
 * a fresh read from the owner, with the service credential): one call for up to 50 users.
 */
@Injectable()
export class SchedulesClient {
  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  async occurrences(userIds: string[], from: string, to: string): Promise<Map<string, UserOccurrences>> {
    const chunks: string[][] = [];
    for (let i = 0; i < userIds.length; i += groupsConfig.schedulesUsersPerCall) chunks.push(userIds.slice(i, i + groupsConfig.schedulesUsersPerCall));
    const parts = await Promise.all(chunks.map((ids) => this.fetchChunk(ids, from, to)));
    return new Map(parts.flatMap((p) => [...p]));
  }

  private async fetchChunk(userIds: string[], from: string, to: string): Promise<Map<string, UserOccurrences>> {
    const url = new URL('/internal/occurrences', groupsConfig.schedulesInternalUrl);
    url.searchParams.set('userIds', userIds.join(','));
    url.searchParams.set('from', from);
    url.searchParams.set('to', to);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { [INTERNAL_TOKEN_HEADER]: groupsConfig.internalServiceToken, accept: 'application/json' },
        signal: AbortSignal.timeout(groupsConfig.schedulesTimeoutMs),
      });
    } catch (err) {
      this.logger.warn({ err, url: url.origin }, 'schedules service unreachable');
      throw schedulesUnavailable();
    }
    const body: unknown = await res.json().catch(() => undefined);
    const users = res.ok ? decodeUsers(body, userIds) : undefined;
    if (!users) {
      this.logger.warn({ status: res.status, body }, 'schedules service answered without occurrences');
      throw schedulesUnavailable();
    }
    return users;
  }
}
