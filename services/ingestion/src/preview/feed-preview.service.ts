import { Injectable } from '@nestjs/common';
import { parseFeedUrl } from '@overlap/contracts';
import { horizonAround, occurrencesFromFeed } from '@overlap/ical';
import { feedErrorOf } from '../fetching/feed.errors';
import { FeedFetcher } from '../fetching/feed-fetcher.client';
import { UserTimezonesRepository } from '../sources/user-timezones.repository';
import { previewFailure } from './preview.errors';
import { previewWeeks, type FeedPreview } from './preview-weeks.rules';

/**
 * Reads a feed the way a sync would — the same SSRF-checked fetcher, parser and horizon, in the
 * student's zone — and answers its first weeks without storing anything (issue 18's onboarding).
 */
@Injectable()
export class FeedPreviewService {
  constructor(
    private readonly fetcher: FeedFetcher,
    private readonly timezones: UserTimezonesRepository,
  ) {}

  async preview(userId: string, link: string, now = new Date()): Promise<FeedPreview> {
    const parsed = parseFeedUrl(link);
    // The DTO already refused anything else.
    if (!('url' in parsed)) throw new Error('unreachable: unvalidated feed URL');
    const zone = await this.timezones.timezoneOf(userId);
    try {
      const fetched = await this.fetcher.fetch(parsed.url.toString());
      if (fetched.kind !== 'body') throw new Error('unreachable: an unconditional fetch answered 304');
      const feed = await occurrencesFromFeed(fetched.body, fetched.contentType, { horizon: horizonAround(now), userZone: zone });
      return previewWeeks(feed.occurrences, zone, now);
    } catch (err) {
      const failure = feedErrorOf(err);
      if (failure) throw previewFailure(failure);
      throw err;
    }
  }
}
