import { Inject, Injectable } from '@nestjs/common';
import { jsonFile, type DataExportPart } from '@overlap/contracts';
import type { FeedUrlCipher } from '../crypto/feed-url-cipher.service';
import { FEED_URL_CIPHER } from '../crypto/feed-url-cipher.module';
import type { SourceDocument, SourceStateDocument } from '../sources/source.document';
import { SourcesRepository } from '../sources/sources.repository';

const stateOf = (state: SourceStateDocument | undefined) =>
  state && { status: state.status, errorMessage: state.errorMessage, eventCount: state.eventCount, lastSync: state.lastSync, lastAttempt: state.lastAttempt };

/**
 * Ingestion's part of a student's data export (ADR 048): feeds with their whole address (the
 * student's own, decrypted only for them), the classes read from screenshots as they were saved,
 * and events brought over from the browser.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly sources: SourcesRepository,
    @Inject(FEED_URL_CIPHER) private readonly cipher: FeedUrlCipher,
  ) {}

  async part(userId: string): Promise<DataExportPart> {
    const [feeds, screenshots, locals] = await Promise.all([
      this.sources.listForUser(userId, 'ics'),
      this.sources.listForUser(userId, 'screenshot'),
      this.sources.listForUser(userId, 'local'),
    ]);
    const states = await this.sources.statesOf([...feeds, ...screenshots, ...locals].map((s) => s._id));
    const base = (s: SourceDocument) => ({ id: s._id, name: s.name, createdAt: s.createdAt, updatedAt: s.updatedAt, sync: stateOf(states.get(s._id)) ?? null });
    const browserEvents = await Promise.all(
      locals.map(async (s) => ({
        ...base(s),
        events: (await this.sources.localEventsOf(s._id)).map((e) => ({
          title: e.title,
          start: e.start,
          end: e.end,
          location: e.location,
          description: e.description,
        })),
      })),
    );
    return {
      files: [
        jsonFile(
          'feeds.json',
          feeds.map((s) => ({ ...base(s), url: s.url ? this.cipher.decrypt(s.url) : null, syncIntervalMinutes: s.syncInterval })),
        ),
        jsonFile(
          'screenshot-imports.json',
          screenshots.map((s) => ({ ...base(s), validFrom: s.validFrom ?? null, validUntil: s.validUntil ?? null, weeklyClasses: s.weeklyClasses ?? [] })),
        ),
        jsonFile('browser-events.json', browserEvents),
      ],
    };
  }
}
