import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type pino from 'pino';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import { HealthRegistry } from '../health/health-check';
import { OutboxEventEntity } from '../kafka/outbox-event.entity';
import { LOGGER } from '../logging/logger.token';
import { EventRowPruning } from '../pruning/event-row-pruning';
import { prunePostgresEventRows } from '../pruning/postgres-event-rows';
import { ProcessedEventEntity } from '../kafka/processed-event.entity';
import { PlatformTables1700000000000 } from './platform-tables.migration';
import { databaseUrlFor } from './database-url';
import { migrateUnderLock } from './migrate-under-lock';
import { PruneIndexes1764060000000 } from './prune-indexes.migration';

export interface DatabaseOptions {
  service: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
}

@Injectable()
class DataSourceLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly pruning: EventRowPruning;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    registry: HealthRegistry,
    @Inject(LOGGER) logger: pino.Logger,
  ) {
    registry.register({ name: 'postgres', check: async () => void (await dataSource.query('SELECT 1')) });
    this.pruning = new EventRowPruning((before, limit) => prunePostgresEventRows(dataSource, before, limit), logger);
  }
  onApplicationBootstrap() {
    this.pruning.start();
  }
  async onApplicationShutdown() {
    await this.pruning.stop();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

export function createDataSource(options: DatabaseOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: databaseUrlFor(options.service),
    entities: [OutboxEventEntity, ProcessedEventEntity, ...(options.entities as never[])],
    migrations: [PlatformTables1700000000000, PruneIndexes1764060000000, ...options.migrations],
    // Migrated by openDataSource under an advisory lock, not by initialize() in every replica at once.
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: 20, connectionTimeoutMillis: 5000 },
  });
}

/** Connects and applies pending migrations, one replica at a time (ADR 034). */
export async function openDataSource(options: DatabaseOptions): Promise<DataSource> {
  const dataSource = await createDataSource(options).initialize();
  try {
    await migrateUnderLock(dataSource);
  } catch (err) {
    await dataSource.destroy();
    throw err;
  }
  return dataSource;
}

/** One PostgreSQL DataSource per service, migrated at start-up, with a readiness check. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DataSource, useFactory: () => openDataSource(options) }, DataSourceLifecycle],
      exports: [DataSource],
    };
  }
}
