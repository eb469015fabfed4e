import { Inject, Injectable } from '@nestjs/common';
import { LOGGER } from '@overlap/platform';
import { createHash } from 'node:crypto';
import type pino from 'pino';
import { FEED_URL_CIPHER } from '../crypto/feed-url-key';
import type { FeedUrlCipher } from '../crypto/feed-url-cipher';
import { FeedFetchError } from '../fetching/feed-errors';
import { FeedFetcher } from '../fetching/feed-fetcher';
import { occurrencesFromFeed } from '../parsing/feed-parser';
import { horizonAround, type Horizon, type Occurrence } from '../parsing/occurrence';
import { expandLocalEvents, expandWeeklyClasses } from '../parsing/weekly-expander';
import type { SourceDocument } from '../sources/source.document';
import { SourcesRepository } from '../sources/sources.repository';
import { heldBy, RELEASED } from './lease';
import { SnapshotStore } from './snapshot-store';
import { failureDelayMs, needsFullSync, nextSyncAfterSuccess } from './sync-timing';

export type SyncOutcome = 'published' | 'unchanged' | 'failed' | 'lost';

const UNEXPECTED = 'Something went wrong while syncing this calendar. We will try again.';

/**
 * One sync of a source its caller holds the lease of: fetch (ics) or re-expand (screenshot,
 * local), and publish a new snapshot only when something changed. Unchanged feeds (304, or the
 * same body hash) cost one request and one small update. A failure keeps the previous snapshot
 * — the events users already see — and schedules a retry with backoff.
 */
@Injectable()
export class SourceSyncService {
  constructor(
    private readonly repo: SourcesRepository,
    private readonly snapshots: SnapshotStore,
    private readonly fetcher: FeedFetcher,
    @Inject(FEED_URL_CIPHER) private readonly cipher: FeedUrlCipher,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  async sync(source: SourceDocument, owner: string): Promise<SyncOutcome> {
    const started = Date.now();
    const now = new Date();
    const timezone = await this.repo.timezoneOf(source.userId);
    const full = needsFullSync(source, timezone, now);
    const horizon = horizonAround(now);
    let outcome: SyncOutcome;
    try {
      if (source.kind === 'ics') {
        const result = await this.fetcher.fetch(this.cipher.decrypt(source.url!), full ? {} : { etag: source.etag, lastModified: source.lastModified });
        if (result.kind === 'not-modified') {
          outcome = await this.unchanged(source, owner, now, {});
        } else {
          const contentHash = createHash('sha256').update(result.body).digest('base64url');
          const validators = { etag: result.etag, lastModified: result.lastModified, contentHash };
          if (!full && contentHash === source.contentHash) {
            outcome = await this.unchanged(source, owner, now, validators);
          } else {
            const occurrences = await occurrencesFromFeed(result.body, result.contentType, { horizon, userZone: timezone });
            outcome = await this.publish(source, owner, occurrences, horizon, timezone, now, validators);
          }
        }
      } else if (source.kind === 'screenshot') {
        const occurrences = expandWeeklyClasses(
          source.weeklyClasses ?? [],
          { validFrom: source.validFrom!, validUntil: source.validUntil! },
          timezone,
          horizon,
        );
        outcome = await this.publish(source, owner, occurrences, horizon, timezone, now, {});
      } else {
        outcome = await this.publish(source, owner, expandLocalEvents(source.localEvents ?? [], timezone, horizon), horizon, timezone, now, {});
      }
    } catch (err) {
      const failure = err instanceof FeedFetchError ? err : new FeedFetchError('error', UNEXPECTED, (err as Error)?.message);
      if (!(err instanceof FeedFetchError)) this.logger.error({ err, sourceId: source._id }, 'sync failed unexpectedly');
      outcome = await this.failed(source, owner, failure, now);
      this.logger.info(
        { sourceId: source._id, userId: source.userId, status: failure.status, detail: failure.detail, ms: Date.now() - started },
        'feed sync failed',
      );
      return outcome;
    }
    this.logger.info({ sourceId: source._id, userId: source.userId, kind: source.kind, outcome, full, ms: Date.now() - started, owner }, 'source synced');
    return outcome;
  }

  private async publish(
    source: SourceDocument,
    owner: string,
    occurrences: Occurrence[],
    horizon: Horizon,
    timezone: string,
    now: Date,
    validators: Partial<Pick<SourceDocument, 'etag' | 'lastModified' | 'contentHash'>>,
  ): Promise<SyncOutcome> {
    const version = await this.snapshots.nextVersion(source._id, heldBy(owner));
    if (version === undefined) return 'lost';
    await this.snapshots.saveReplaced(source, version, occurrences, horizon);
    const updated = await this.repo.sources.updateOne(
      { _id: source._id, ...heldBy(owner) },
      {
        $set: {
          ...validators,
          ...RELEASED,
          status: 'active',
          errorMessage: null,
          eventCount: occurrences.length,
          lastSync: now,
          lastAttempt: now,
          nextSyncAt: nextSyncAfterSuccess(source, now),
          failures: 0,
          expandedAt: now,
          expandedTimezone: timezone,
        },
      },
    );
    return updated.matchedCount ? 'published' : 'lost';
  }

  private async unchanged(
    source: SourceDocument,
    owner: string,
    now: Date,
    validators: Partial<Pick<SourceDocument, 'etag' | 'lastModified' | 'contentHash'>>,
  ): Promise<SyncOutcome> {
    const updated = await this.repo.sources.updateOne(
      { _id: source._id, ...heldBy(owner) },
      {
        $set: {
          ...validators,
          ...RELEASED,
          status: 'active',
          errorMessage: null,
          lastSync: now,
          lastAttempt: now,
          nextSyncAt: nextSyncAfterSuccess(source, now),
          failures: 0,
        },
      },
    );
    return updated.matchedCount ? 'unchanged' : 'lost';
  }

  private async failed(source: SourceDocument, owner: string, error: FeedFetchError, now: Date): Promise<SyncOutcome> {
    const failures = source.failures + 1;
    await this.repo.sources.updateOne(
      { _id: source._id, ...heldBy(owner) },
      {
        $set: {
          ...RELEASED,
          status: error.status,
          errorMessage: error.message,
          lastAttempt: now,
          failures,
          nextSyncAt: new Date(now.getTime() + failureDelayMs(failures)),
        },
      },
    );
    return 'failed';
  }
}
