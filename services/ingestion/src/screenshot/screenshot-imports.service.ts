import { Injectable } from '@nestjs/common';
import { MAX_REPEAT_DAYS } from '@overlap/contracts';
import { badRequest, notFound } from '@overlap/platform';
import { DateTime } from 'luxon';
import { HORIZON_WEEKS_AHEAD } from '@overlap/ical';
import { newSource } from '../sources/new-source.rules';
import { SourceRemoval } from '../sync/source-removal.service';
import type { SourceDocument, WeeklyClass } from '../sources/source.document';
import { SourcesRepository } from '../sources/sources.repository';
import { UserTimezonesRepository } from '../sources/user-timezones.repository';
import { SyncScheduler } from '../sync/sync-scheduler.job';
import type { SaveScreenshotDto } from './screenshot.dto';
import type { ScreenshotImportView } from './screenshot.views';

export const IMPORT_NOT_FOUND = 'Screenshot import not found';

/**
 * Reviewed screenshot classes become a source of kind "screenshot": the classes repeat every
 * week in the user's zone, by default from this week's Monday for the 26 weeks the calendar looks ahead.
 */
@Injectable()
export class ScreenshotImportsService {
  constructor(
    private readonly repo: SourcesRepository,
    private readonly timezones: UserTimezonesRepository,
    private readonly scheduler: SyncScheduler,
    private readonly removal: SourceRemoval,
  ) {}

  async save(userId: string, dto: SaveScreenshotDto): Promise<ScreenshotImportView> {
    const zone = await this.timezones.timezoneOf(userId);
    const today = DateTime.now().setZone(zone);
    const from = dto.startDate ? DateTime.fromISO(dto.startDate, { zone }) : today.startOf('week');
    const until = dto.endDate ? DateTime.fromISO(dto.endDate, { zone }) : from.plus({ weeks: HORIZON_WEEKS_AHEAD }).minus({ days: 1 });
    if (!from.isValid) throw badRequest('startDate must be a date (YYYY-MM-DD)', 'startDate');
    if (!until.isValid) throw badRequest('endDate must be a date (YYYY-MM-DD)', 'endDate');
    if (until < from) throw badRequest('endDate must not be before startDate', 'endDate');
    if (until.diff(from, 'days').days > MAX_REPEAT_DAYS) throw badRequest('A timetable can repeat for at most a year', 'endDate');
    const classes: WeeklyClass[] = dto.events.map((e) => ({
      weekday: e.weekday,
      start: e.start,
      end: e.end,
      title: e.title,
      location: e.location ?? '',
      type: e.type ?? 'Class',
    }));
    if (classes.some((c) => c.start === c.end)) throw badRequest('A class must end after it starts', 'events');

    const { source, state } = newSource({ userId, kind: 'screenshot', name: dto.name ?? `Timetable screenshot ${today.toISODate()}`, syncInterval: 24 * 60 });
    Object.assign(source, { weeklyClasses: classes, validFrom: from.toISODate()!, validUntil: until.toISODate()! });
    await this.repo.insertNew({ source, state });
    await this.scheduler.syncNow(source);
    return this.view(source);
  }

  async list(userId: string): Promise<ScreenshotImportView[]> {
    return Promise.all((await this.repo.listForUser(userId, 'screenshot')).map((s) => this.view(s)));
  }

  async remove(userId: string, id: string): Promise<void> {
    const source = await this.repo.findOwned(id, userId, 'screenshot');
    if (!source) throw notFound(IMPORT_NOT_FOUND);
    await this.removal.remove(source);
  }

  private async view(source: SourceDocument): Promise<ScreenshotImportView> {
    const state = await this.repo.findState(source._id);
    return {
      id: source._id,
      name: source.name,
      classCount: source.weeklyClasses?.length ?? 0,
      eventCount: state?.eventCount ?? 0,
      validFrom: source.validFrom!,
      validUntil: source.validUntil!,
      createdAt: source.createdAt.toISOString(),
    };
  }
}
