import { Inject, Injectable } from '@nestjs/common';
import {
  decodeInternalOccurrences,
  INTERNAL_OCCURRENCES_MAX_USERS,
  INTERNAL_OCCURRENCES_PATH,
  internalOccurrencesQuery,
  type ComparisonEntry,
  type InternalOccurrencesRequest,
} from '@overlap/contracts';
import { DomainError, INTERNAL_TOKEN_HEADER, LOGGER } from '@overlap/platform';
import type pino from 'pino';
import { groupsConfig } from '../config';

export const schedulesUnavailable = () => new DomainError(503, 'Unable to load schedules for this study group.', 'schedules_unavailable');

/** The viewer's local dates [from, to) and zone; see InternalOccurrencesRequest. */
export type ViewerDays = Omit<InternalOccurrencesRequest, 'userIds'>;

/**
 * Reads members' entries from the schedules service's internal endpoint (ARCHITECTURE.md §1: a
 * fresh read from the owner, with the service credential), already cut into the viewer's days.
 */
@Injectable()
export class SchedulesClient {
  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  async entries(userIds: string[], days: ViewerDays): Promise<Map<string, ComparisonEntry[]>> {
    const chunks: string[][] = [];
    for (let i = 0; i < userIds.length; i += INTERNAL_OCCURRENCES_MAX_USERS) chunks.push(userIds.slice(i, i + INTERNAL_OCCURRENCES_MAX_USERS));
    const parts = await Promise.all(chunks.map((ids) => this.fetchChunk({ ...days, userIds: ids })));
    return new Map(parts.flatMap((p) => [...p]));
  }

  private async fetchChunk(request: InternalOccurrencesRequest): Promise<Map<string, ComparisonEntry[]>> {
    const url = new URL(INTERNAL_OCCURRENCES_PATH, groupsConfig.schedulesInternalUrl);
    url.search = internalOccurrencesQuery(request).toString();
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
    // A malformed reply is an outage, not a crash.
    const body: unknown = await res.json().catch(() => undefined);
    const users = res.ok ? decodeInternalOccurrences(body, request.userIds) : undefined;
    if (!users) {
      this.logger.warn({ status: res.status, body }, 'schedules service answered without occurrences');
      throw schedulesUnavailable();
    }
    return users;
  }
}
