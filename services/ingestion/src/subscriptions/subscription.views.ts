import { ApiProperty } from '@nestjs/swagger';
import type { FeedStatus, SourceDocument, SourceStateDocument } from '../sources/source.document';
import type { FeedUrlCipher } from '../crypto/feed-url-cipher.service';
import { maskFeedUrl } from './url-masking.rules';

/** A feed subscription as every response shows it (docs/product/calendar-feeds.md); the URL is always masked. */
export class SubscriptionView {
  @ApiProperty() id!: string;
  @ApiProperty() userId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The feed address with any secret part masked' }) url!: string;
  @ApiProperty({ description: 'Minutes between syncs' }) syncInterval!: number;
  @ApiProperty({ enum: ['active', 'error', 'disconnected', 'private', 'unknown'] satisfies FeedStatus[] }) status!: FeedStatus;
  @ApiProperty() isPrivate!: boolean;
  @ApiProperty() eventCount!: number;
  @ApiProperty({ type: String, nullable: true }) lastSync!: string | null;
  @ApiProperty({ type: String, nullable: true }) nextSync!: string | null;
  @ApiProperty({ type: String, nullable: true }) errorMessage!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class StatusSummary {
  @ApiProperty() total!: number;
  @ApiProperty() active!: number;
  @ApiProperty({ description: 'Feeds that failed, private ones included' }) error!: number;
  @ApiProperty() disconnected!: number;
}

/** GET /api/ics/subscriptions/user/{userId}. */
export class SubscriptionListView {
  @ApiProperty({ type: [SubscriptionView] }) subscriptions!: SubscriptionView[];
  @ApiProperty() status!: StatusSummary;
}

export class SubscriptionDeletedView {
  @ApiProperty() id!: string;
  @ApiProperty() message!: string;
}

export function toSubscriptionView(source: SourceDocument, state: SourceStateDocument | undefined, cipher: FeedUrlCipher): SubscriptionView {
  const { masked, isPrivate } = maskFeedUrl(cipher.decrypt(source.url!));
  return {
    id: source._id,
    userId: source.userId,
    name: source.name,
    url: masked,
    syncInterval: source.syncInterval,
    status: state?.status ?? 'unknown',
    isPrivate,
    eventCount: state?.eventCount ?? 0,
    lastSync: state?.lastSync?.toISOString() ?? null,
    nextSync: state?.nextSyncAt?.toISOString() ?? null,
    errorMessage: state?.errorMessage ?? null,
    createdAt: source.createdAt.toISOString(),
    updatedAt: source.updatedAt.toISOString(),
  };
}

/** The summary {total, active, error, disconnected}; a private feed needs fixing, so it counts as error. */
export function summarize(views: { status: FeedStatus }[]): StatusSummary {
  const count = (...statuses: FeedStatus[]) => views.filter((v) => statuses.includes(v.status)).length;
  return { total: views.length, active: count('active'), error: count('error', 'private'), disconnected: count('disconnected') };
}
