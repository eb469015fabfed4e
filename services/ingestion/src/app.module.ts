import { Module } from '@nestjs/common';
import { MongoKafkaModule, MongoModule, PlatformModule } from '@overlap/platform';
import { FeedUrlCipher } from './crypto/feed-url-cipher';
import { FEED_URL_CIPHER, loadFeedUrlKey } from './crypto/feed-url-key';
import { SourcesRepository } from './sources/sources.repository';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { SnapshotRelay } from './sync/snapshot-relay';
import { SnapshotStore } from './sync/snapshot-store';

const cipher = new FeedUrlCipher(loadFeedUrlKey());

@Module({
  imports: [
    PlatformModule.forRoot({ service: 'ingestion' }),
    MongoModule.forRoot({ service: 'ingestion' }),
    MongoKafkaModule.forRoot({ service: 'ingestion' }),
  ],
  controllers: [SubscriptionsController],
  providers: [{ provide: FEED_URL_CIPHER, useValue: cipher }, SourcesRepository, SnapshotRelay, SnapshotStore, SubscriptionsService],
})
export class AppModule {}
