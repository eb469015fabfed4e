import { Module } from '@nestjs/common';
import { EventsModule, MongoModule, PlatformModule, DataExportPartController, dataExportPartFrom } from '@overlap/platform';
import { ConsumerGroups } from '@overlap/proto';
import { ingestionConfig } from './config';
import { FeedUrlCipherModule } from './crypto/feed-url-cipher.module';
import { FeedFetcher } from './fetching/feed-fetcher.client';
import { FeedPreviewController } from './preview/feed-preview.controller';
import { FeedPreviewService } from './preview/feed-preview.service';
import { MigrateController } from './migrate/migrate.controller';
import { MigrateService } from './migrate/migrate.service';
import { ReaderModule } from './reader';
import { ScreenshotController } from './screenshot/screenshot.controller';
import { ScreenshotReadingController } from './screenshot/screenshot-reading.controller';
import { ScreenshotImportsService } from './screenshot/screenshot-imports.service';
import { SourceRemoval } from './sync/source-removal.service';
import { SnapshotsRepository } from './sources/snapshots.repository';
import { SourcesRepository } from './sources/sources.repository';
import { SyncLeasesRepository } from './sources/sync-leases.repository';
import { UserTimezonesRepository } from './sources/user-timezones.repository';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { SnapshotRelay } from './sync/snapshot-relay.job';
import { SnapshotStore } from './sync/snapshot.events';
import { SourceSyncService } from './sync/source-sync.service';
import { SyncLease } from './sync/sync-lease.service';
import { SyncScheduler } from './sync/sync-scheduler.job';
import { UserEventsConsumer } from './users/user-events.event-handler';
import { DataExportService } from './data-export/data-export.service';

/** Whether this process serves the screenshot reader's routes, or the chart's reader Deployment does (ADR 054). */
const readsHere = ingestionConfig.screenshotReader !== 'elsewhere';

@Module({
  imports: [
    PlatformModule.forRoot({ service: 'ingestion' }),
    MongoModule.forRoot({ service: 'ingestion' }),
    EventsModule.forRoot({ service: 'ingestion', store: 'mongo', consumerGroup: ConsumerGroups.ingestion }),
    FeedUrlCipherModule,
    ...(readsHere ? [ReaderModule.forRoot(ingestionConfig.openai)] : []),
  ],
  // Migrate and preview first: their fixed paths must not be taken for a subscription id.
  controllers: [
    MigrateController,
    FeedPreviewController,
    SubscriptionsController,
    ...(readsHere ? [ScreenshotReadingController] : []),
    ScreenshotController,
    DataExportPartController,
  ],
  providers: [
    DataExportService,
    dataExportPartFrom(DataExportService),
    { provide: FeedFetcher, useValue: new FeedFetcher(ingestionConfig.fetch) },
    SourcesRepository,
    SnapshotsRepository,
    SyncLeasesRepository,
    UserTimezonesRepository,
    SyncLease,
    SnapshotRelay,
    SnapshotStore,
    SourceSyncService,
    SyncScheduler,
    SourceRemoval,
    SubscriptionsService,
    MigrateService,
    FeedPreviewService,
    ScreenshotImportsService,
    UserEventsConsumer,
  ],
})
export class AppModule {}
