import { Injectable } from '@nestjs/common';
import { conflict } from '@overlap/platform';
import { createHash } from 'node:crypto';
import { localEventKey } from '../sources/weekly-expander.rules';
import { newSource } from '../sources/new-source.rules';
import type { LocalEventDocument } from '../sources/source.document';
import { SourcesRepository } from '../sources/sources.repository';
import { SyncScheduler } from '../sync/sync-scheduler.job';
import type { LocalEventDto } from './migrate.dto';

export const MAX_LOCAL_EVENTS = 5000;
export const LOCAL_SOURCE_NAME = 'Imported from this browser';

/** The one "local" source of a user: a fixed id, so every import lands in the same source. */
export function localSourceId(userId: string): string {
  const h = createHash('sha256').update(`local-events:${userId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Imports events a browser kept in local storage into the user's "local" source, once each.
 * Every event is its own document keyed by its content, so importing the same events again —
 * the screen calls this on every load, maybe from two tabs at once — adds nothing.
 */
@Injectable()
export class MigrateService {
  constructor(
    private readonly repo: SourcesRepository,
    private readonly scheduler: SyncScheduler,
  ) {}

  async migrate(userId: string, events: LocalEventDto[]): Promise<number> {
    if (!events.length) return 0;
    const sourceId = await this.ensureSource(userId);
    const stored = await this.repo.countLocalEvents(sourceId);
    if (stored + events.length > MAX_LOCAL_EVENTS) {
      const known = await this.repo.localEventKeys(sourceId);
      const fresh = events.filter((e) => !known.has(localEventKey(plain(e)))).length;
      if (stored + fresh > MAX_LOCAL_EVENTS) throw conflict(`You can keep at most ${MAX_LOCAL_EVENTS.toLocaleString('en-US')} imported events`);
    }
    let added = 0;
    const now = new Date();
    for (const e of events) {
      const event = plain(e);
      const key = localEventKey(event);
      const doc: LocalEventDocument = { _id: `${userId}|${key}`, userId, sourceId, key, ...event, createdAt: now };
      if (await this.repo.addLocalEvent(doc)) added++;
    }
    if (added) {
      await this.repo.requestSync({ _id: sourceId, userId });
      const source = await this.repo.findOwned(sourceId, userId);
      if (source) await this.scheduler.syncNow(source, { answersRequests: true });
    }
    return added;
  }

  private async ensureSource(userId: string): Promise<string> {
    const _id = localSourceId(userId);
    if (await this.repo.sourceExists(_id)) return _id;
    const { source, state } = newSource({ _id, userId, kind: 'local', name: LOCAL_SOURCE_NAME, syncInterval: 24 * 60 });
    // Another request may create it at the same moment.
    await this.repo.insertNewOnce({ source, state });
    return _id;
  }
}

function plain(e: LocalEventDto) {
  return { title: e.title, start: e.start, end: e.end, location: e.location ?? '', description: e.description ?? '' };
}
