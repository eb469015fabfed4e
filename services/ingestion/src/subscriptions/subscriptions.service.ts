import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_SYNC_INTERVAL, parseFeedUrl } from '@overlap/contracts';
import { badRequest, conflict, notFound } from '@overlap/platform';
import { ingestionConfig } from '../config';
import { FEED_URL_CIPHER } from '../crypto/feed-url-cipher.module';
import type { FeedUrlCipher } from '../crypto/feed-url-cipher.service';
import { isPublicAddress, literalAddress } from '../fetching/address-policy.rules';
import { FEED_MESSAGES } from '../fetching/feed.errors';
import { newSource } from '../sources/new-source.rules';
import type { SourceDocument } from '../sources/source.document';
import { SourceRemoval } from '../sync/source-removal.service';
import { SourcesRepository } from '../sources/sources.repository';
import { SyncScheduler } from '../sync/sync-scheduler.job';
import { maskFeedUrl } from './url-masking.rules';
import type { CreateSubscriptionDto, UpdateSubscriptionDto } from './subscription.dto';
import { summarize, toSubscriptionView, type SubscriptionListView, type SubscriptionView } from './subscription.views';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

/** Feed subscriptions of one user: add, list, edit, delete, sync now (docs/product/calendar-feeds.md). */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly repo: SourcesRepository,
    private readonly removal: SourceRemoval,
    private readonly scheduler: SyncScheduler,
    @Inject(FEED_URL_CIPHER) private readonly cipher: FeedUrlCipher,
  ) {}

  async list(userId: string): Promise<SubscriptionListView> {
    const sources = await this.repo.listForUser(userId, 'ics');
    const states = await this.repo.statesOf(sources.map((s) => s._id));
    const subscriptions = sources.map((s) => toSubscriptionView(s, states.get(s._id), this.cipher));
    return { subscriptions, status: summarize(subscriptions) };
  }

  async create(userId: string, dto: CreateSubscriptionDto): Promise<SourceDocument> {
    const url = normalizedUrl(dto.url);
    const fingerprint = this.cipher.fingerprint(url);
    // Checked, not indexed (FerretDB 1.x has no partial unique indexes): a race can at worst add a duplicate.
    if (await this.repo.hasFeedWithFingerprint(userId, fingerprint)) {
      throw conflict('You are already subscribed to this calendar feed');
    }
    if ((await this.repo.countOfKind(userId, 'ics')) >= ingestionConfig.maxFeedsPerUser) {
      throw conflict(`You can subscribe to at most ${ingestionConfig.maxFeedsPerUser} calendar feeds`);
    }
    const { source, state } = newSource({ userId, kind: 'ics', name: dto.name, syncInterval: dto.syncInterval ?? DEFAULT_SYNC_INTERVAL });
    source.url = this.cipher.encrypt(url);
    source.urlFingerprint = fingerprint;
    await this.repo.insertNew({ source, state });
    return source;
  }

  /** Edits the configuration; the sync state belongs to whoever syncs, so a change asks for a sync. */
  async update(userId: string, id: string, dto: UpdateSubscriptionDto): Promise<{ source: SourceDocument; needsSync: boolean }> {
    const current = await this.owned(userId, id);
    const set: Partial<SourceDocument> = { updatedAt: new Date() };
    if (dto.name !== undefined && dto.name !== current.name) set.name = dto.name;
    if (dto.syncInterval !== undefined && dto.syncInterval !== current.syncInterval) set.syncInterval = dto.syncInterval;
    if (dto.url !== undefined && !this.isUnchangedUrl(current, dto.url)) {
      const url = normalizedUrl(dto.url);
      const fingerprint = this.cipher.fingerprint(url);
      if (fingerprint !== current.urlFingerprint) {
        if (await this.repo.hasFeedWithFingerprint(userId, fingerprint, id)) {
          throw conflict('You are already subscribed to this calendar feed');
        }
        set.url = this.cipher.encrypt(url);
        set.urlFingerprint = fingerprint;
      }
    }
    const needsSync = set.name !== undefined || set.syncInterval !== undefined || set.url !== undefined;
    await this.repo.updateOwned(id, userId, 'ics', set);
    if (needsSync) await this.repo.requestSync(current);
    return { source: { ...current, ...set }, needsSync };
  }

  /** Deletes the feed and publishes SourceRemoved so schedules drops its occurrences. */
  async remove(userId: string, id: string): Promise<void> {
    await this.removal.remove(await this.owned(userId, id));
  }

  /**
   * Syncs the feed now (bypassing its interval, not its lease) and answers with its state: after
   * the sync when it finishes within a few seconds, otherwise as it is while the sync goes on.
   */
  /** `answersRequests`: the caller just asked for a sync (an edit), which this one answers. */
  async syncNow(userId: string, id: string, answersRequests = false): Promise<SubscriptionView> {
    const source = await this.owned(userId, id);
    const result = await this.scheduler.syncNow(source, { answersRequests });
    if (result.state === 'synced' && result.result.outcome === 'gone') throw notFound(SUBSCRIPTION_NOT_FOUND);
    const state = result.state === 'synced' ? result.result.state : undefined;
    return state ? toSubscriptionView(source, state, this.cipher) : this.view(source);
  }

  async owned(userId: string, id: string): Promise<SourceDocument> {
    const doc = await this.repo.findOwned(id, userId, 'ics');
    if (!doc) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return doc;
  }

  async view(source: SourceDocument): Promise<SubscriptionView> {
    return toSubscriptionView(source, (await this.repo.findState(source._id)) ?? undefined, this.cipher);
  }

  // The edit form shows the masked URL; sending it back unchanged must keep the real one.
  private isUnchangedUrl(current: SourceDocument, submitted: string): boolean {
    const stored = this.cipher.decrypt(current.url!);
    return submitted.trim() === stored || submitted.trim() === maskFeedUrl(stored).masked;
  }
}

/** The URL as stored; an IP literal of a private network is refused at once (names are checked at every fetch). */
function normalizedUrl(input: string): string {
  const parsed = parseFeedUrl(input);
  // The DTO already refused anything else.
  if (!('url' in parsed)) throw new Error('unreachable: unvalidated feed URL');
  const { url } = parsed;
  const literal = literalAddress(url.hostname);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (literal && !isPublicAddress(literal) && !ingestionConfig.fetch.allowedHosts.has(`${url.hostname}:${port}`))
    throw badRequest(FEED_MESSAGES.blocked, 'url');
  return url.toString();
}
