import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import { HealthRegistry } from '../health/health-check';
import { OutboxEventEntity } from '../kafka/outbox-event.entity';
import { ProcessedEventEntity } from '../kafka/processed-event.entity';
import { PlatformTables1700000000000 } from './platform-tables.migration';
import { databaseUrlFor } from './database-url';

export interface DatabaseOptions {
  service: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
}

@Injectable()
class DataSourceLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    registry: HealthRegistry,
  ) {
    registry.register({ name: 'postgres', check: async () => void (await dataSource.query('SELECT 1')) });
  }
  async onApplicationShutdown() {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

export function createDataSource(options: DatabaseOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: databaseUrlFor(options.service),
    entities: [OutboxEventEntity, ProcessedEventEntity, ...(options.entities as never[])],
    migrations: [PlatformTables1700000000000, ...options.migrations],
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: 20, connectionTimeoutMillis: 5000 },
  });
}

/** One PostgreSQL DataSource per service, migrated at start-up, with a readiness check. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DataSource, useFactory: async () => createDataSource(options).initialize() }, DataSourceLifecycle],
      exports: [DataSource],
    };
  }
}
