import { Inject, Injectable } from '@nestjs/common';
import { readInternalOccurrences, type ComparisonEntry } from '@overlap/contracts';
import { LOGGER } from '@overlap/platform';
import { addDays, type CalendarDate } from '@overlap/time';
import type pino from 'pino';
import { presenceConfig } from '../config';

/**
 * Members' busy time of the viewer's today and tomorrow (tomorrow: a class over midnight goes on
 * there), from schedules' internal endpoint, cut on the viewer's clock, as the group may see it:
 * its own study sessions titled, own events without a title unless shown — the viewer's own whole,
 * as their comparison shows them (ADR 056). Undefined while
 * schedules is down or answers nonsense: the group's presence is answered without timetables.
 */
@Injectable()
export class TimetableClient {
  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  async entries(
    userIds: string[],
    today: CalendarDate,
    timeZone: string,
    seenBy: { groupId: string; viewerId: string },
  ): Promise<Map<string, ComparisonEntry[]> | undefined> {
    if (!userIds.length) return new Map();
    const result = await readInternalOccurrences(
      {
        baseUrl: presenceConfig.schedulesInternalUrl,
        headers: presenceConfig.internalCallHeaders,
        timeoutMs: presenceConfig.schedulesTimeoutMs,
      },
      { userIds, from: today, to: addDays(today, 2), timeZone, ...seenBy },
    );
    if (result.ok) return result.users;
    this.logger.warn({ reason: result.reason, status: result.status, err: result.error }, 'schedules unavailable; group presence answered without timetables');
    return undefined;
  }
}
