import { Inject, Injectable } from '@nestjs/common';
import { horizonAround, occurrencesFromFeed, type Horizon, type Occurrence } from '@overlap/ical';
import { LOGGER } from '@overlap/platform';
import { createHash } from 'node:crypto';
import type pino from 'pino';
import { FEED_URL_CIPHER } from '../crypto/feed-url-cipher.module';
import type { FeedUrlCipher } from '../crypto/feed-url-cipher.service';
import { FEED_MESSAGES, feedErrorOf, FeedFetchError } from '../fetching/feed.errors';
import { FeedFetcher } from '../fetching/feed-fetcher.client';
import { expandLocalEvents, expandWeeklyClasses } from '../sources/weekly-expander.rules';
import type { SourceDocument, SourceStateDocument } from '../sources/source.document';
import { SourcesRepository } from '../sources/sources.repository';
import { UserTimezonesRepository } from '../sources/user-timezones.repository';
import { dueAt } from '../sources/due-slots.rules';
import { nextVersion } from './next-version.rules';
import { SnapshotStore } from './snapshot.events';
import { SyncLease } from './sync-lease.service';
import { needsFullSync, nextSyncAfterFailure, nextSyncAfterSuccess } from './sync-timing.rules';
import { recordSync, type SyncOutcome } from './sync.metrics';

/** How a sync ended and the state it left (undefined when the source is gone). */
export interface SyncResult {
  outcome: SyncOutcome;
  state?: SourceStateDocument;
}

const UNEXPECTED = 'Something went wrong while syncing this calendar. We will try again.';

/** What the lease holder already knows when it starts a sync. */
export interface SyncInputs {
  source?: SourceDocument;
  state?: SourceStateDocument;
  answersRequests?: boolean;
  /** The caller's sync lease, given back by the state write that ends the sync. */
  leaseId?: string;
  /**
   * The zone the state was expanded in may be taken as the user's (scheduled syncs nobody asked
   * for): a change of zone asks every source of the user for a sync (users/user-events.event-handler.ts),
   * and that sync reads it. Saves a read per unchanged sync; a sync that expands reads it anyway.
   */
  expandedZoneIsCurrent?: boolean;
}

type Validators = Partial<Pick<SourceStateDocument, 'etag' | 'lastModified' | 'contentHash'>>;

/**
 * One sync of a source whose lease the caller holds (so it is the only writer of the source's
 * state): fetch (ics) or re-expand (screenshot, local), and publish a new snapshot only when
 * something changed. An unchanged feed (304, or the same body hash) costs one request and one
 * small update. A failure keeps the previous snapshot — the events users already see — and
 * retries later with backoff.
 */
@Injectable()
export class SourceSyncService {
  constructor(
    private readonly repo: SourcesRepository,
    private readonly timezones: UserTimezonesRepository,
    private readonly lease: SyncLease,
    private readonly snapshots: SnapshotStore,
    private readonly fetcher: FeedFetcher,
    @Inject(FEED_URL_CIPHER) private readonly cipher: FeedUrlCipher,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  /**
   * `from`: what the caller read under the lease (saves reads). `answersRequests`: the sync was
   * asked for by a sync request, so the requests it answers are deleted; other syncs skip that
   * write (a request that came in meanwhile then costs one more, cheap, sync — never a lost one).
   */
  async sync(sourceId: string, owner: string, from: SyncInputs = {}): Promise<SyncResult> {
    const startedAt = new Date();
    const [source, state] = await Promise.all([from.source ?? this.repo.findSource(sourceId), from.state ?? this.repo.findState(sourceId)]);
    if (!source || !state) {
      recordSync(source?.kind ?? 'unknown', 'gone', startedAt);
      return { outcome: 'gone' };
    }
    const known = from.expandedZoneIsCurrent ? state.expandedTimezone : undefined;
    const timezone = known ?? (await this.timezones.timezoneOf(source.userId));
    const fingerprint = source.urlFingerprint ?? null;
    const full = needsFullSync(state, { timezone, name: source.name, fingerprint }, startedAt);
    const horizon = horizonAround(startedAt);
    // What occurrences are expanded in: the zone as stored now (read unless just read).
    const expansion = async () => {
      const zone = known ? await this.timezones.timezoneOf(source.userId) : timezone;
      return { zone, stamp: { expandedAt: startedAt, expandedTimezone: zone, expandedName: source.name, expandedFingerprint: fingerprint } };
    };
    let result: SyncResult;
    try {
      if (source.kind === 'ics') {
        const fetched = await this.fetcher.fetch(this.cipher.decrypt(source.url!), full ? {} : { etag: state.etag, lastModified: state.lastModified });
        if (fetched.kind === 'not-modified') {
          result = await this.unchanged(source, state, startedAt, {}, from.leaseId);
        } else {
          const contentHash = createHash('sha256').update(fetched.body).digest('base64url');
          const validators = { etag: fetched.etag, lastModified: fetched.lastModified, contentHash };
          if (!full && contentHash === state.contentHash) {
            result = await this.unchanged(source, state, startedAt, validators, from.leaseId);
          } else {
            const { zone, stamp } = await expansion();
            const feed = await occurrencesFromFeed(fetched.body, fetched.contentType, { horizon, userZone: zone });
            const extra = { ...validators, ...stamp, publishedRefreshMs: feed.refreshMs ?? null };
            result = await this.publish(source, state, feed.occurrences, horizon, startedAt, extra, from.leaseId);
          }
        }
      } else if (source.kind === 'screenshot') {
        const { zone, stamp } = await expansion();
        const occurrences = expandWeeklyClasses(source.weeklyClasses ?? [], { validFrom: source.validFrom!, validUntil: source.validUntil! }, zone, horizon);
        result = await this.publish(source, state, occurrences, horizon, startedAt, stamp, from.leaseId);
      } else {
        const { zone, stamp } = await expansion();
        const events = await this.repo.localEventsOf(source._id);
        result = await this.publish(source, state, expandLocalEvents(events, zone, horizon), horizon, startedAt, stamp, from.leaseId);
      }
    } catch (err) {
      const known = feedErrorOf(err);
      if (!known) this.logger.error({ err, sourceId }, 'sync failed unexpectedly');
      const failure = known ?? new FeedFetchError('error', UNEXPECTED, (err as Error)?.message);
      result = await this.failed(state, failure, startedAt, from.leaseId);
      this.logger.info(
        { sourceId, userId: source.userId, status: failure.status, detail: failure.detail, ms: Date.now() - startedAt.getTime(), owner },
        'source sync failed',
      );
    }
    // Requests made before this sync started are answered by it.
    if (from.answersRequests) await this.repo.answerRequests(sourceId, startedAt);
    if (result.outcome !== 'failed') {
      this.logger.info(
        { sourceId, userId: source.userId, kind: source.kind, outcome: result.outcome, full, ms: Date.now() - startedAt.getTime(), owner },
        'source synced',
      );
    }
    recordSync(source.kind, result.outcome, startedAt);
    return result;
  }

  private async publish(
    source: SourceDocument,
    state: SourceStateDocument,
    occurrences: Occurrence[],
    horizon: Horizon,
    now: Date,
    extra: Partial<SourceStateDocument>,
    leaseId: string | undefined,
  ): Promise<SyncResult> {
    const version = nextVersion(state.version, now);
    if (!(await this.snapshots.saveReplaced(source, version, occurrences, horizon))) {
      // The version exists: a holder whose lease lapsed wrote it. Move past it and retry soon.
      return this.write(state, { version, ...dueAt(now) }, 'unchanged', leaseId);
    }
    return this.write(
      state,
      {
        ...extra,
        version,
        status: 'active',
        // A valid feed without events replaced what was there: say so, so an emptied week is explained.
        errorMessage: occurrences.length === 0 && source.kind === 'ics' ? FEED_MESSAGES.noEvents : null,
        eventCount: occurrences.length,
        lastSync: now,
        lastAttempt: now,
        ...dueAt(nextSyncAfterSuccess(source, now, extra.publishedRefreshMs ?? state.publishedRefreshMs)),
        failures: 0,
      },
      'published',
      leaseId,
    );
  }

  private unchanged(source: SourceDocument, state: SourceStateDocument, now: Date, validators: Validators, leaseId: string | undefined): Promise<SyncResult> {
    const set: Partial<SourceStateDocument> = {
      ...validators,
      status: 'active',
      errorMessage: state.eventCount === 0 && source.kind === 'ics' ? FEED_MESSAGES.noEvents : null,
      lastSync: now,
      lastAttempt: now,
      ...dueAt(nextSyncAfterSuccess(source, now, state.publishedRefreshMs)),
      failures: 0,
    };
    return this.write(state, set, 'unchanged', leaseId);
  }

  private failed(state: SourceStateDocument, error: FeedFetchError, now: Date, leaseId: string | undefined): Promise<SyncResult> {
    const failures = state.failures + 1;
    const set = {
      status: error.status,
      errorMessage: error.message,
      lastAttempt: now,
      failures,
      ...dueAt(nextSyncAfterFailure(failures, now, error.retryAfterMs)),
    };
    return this.write(state, set, 'failed', leaseId);
  }

  /** The holder's write of the state, giving its lease back with it; the result carries the state as written. */
  private async write(state: SourceStateDocument, set: Partial<SourceStateDocument>, outcome: SyncOutcome, leaseId: string | undefined): Promise<SyncResult> {
    set = { ...set, ...this.lease.givenBack(leaseId) };
    await this.repo.saveState(state._id, set);
    return { outcome, state: { ...state, ...set } };
  }
}
