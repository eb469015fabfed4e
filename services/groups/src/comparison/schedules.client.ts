import { Inject, Injectable } from '@nestjs/common';
import { readInternalOccurrences, type ComparisonEntry, type InternalOccurrencesRequest } from '@overlap/contracts';
import { DomainError, LOGGER } from '@overlap/platform';
import type pino from 'pino';
import { groupsConfig } from '../config';

export const schedulesUnavailable = () => new DomainError(503, 'Unable to load schedules for this study group.', 'schedules_unavailable');

/** The viewer's local dates [from, to) and zone; see InternalOccurrencesRequest. */
export type ViewerDays = Omit<InternalOccurrencesRequest, 'userIds'>;

/**
 * Reads members' entries from the schedules service's internal endpoint (docs/architecture.md: a
 * fresh read from the owner, with the service credential), already cut into the viewer's days.
 */
@Injectable()
export class SchedulesClient {
  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  async entries(userIds: string[], days: ViewerDays): Promise<Map<string, ComparisonEntry[]>> {
    const result = await readInternalOccurrences(
      {
        baseUrl: groupsConfig.schedulesInternalUrl,
        headers: groupsConfig.internalCallHeaders,
        timeoutMs: groupsConfig.schedulesTimeoutMs,
      },
      { ...days, userIds },
    );
    if (result.ok) return result.users;
    this.logger.warn({ reason: result.reason, status: result.status, err: result.error }, 'schedules service answered without occurrences');
    throw schedulesUnavailable();
  }
}
