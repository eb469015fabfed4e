import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Db, MongoClient } from 'mongodb';
import type pino from 'pino';
import { HealthRegistry } from '../health/health-check';
import { LOGGER } from '../logging/logger.token';
import { EventRowPruning } from '../pruning/event-row-pruning';
import { ensureMongoPruneIndex, pruneMongoProcessedEvents } from '../pruning/mongo-event-rows';
import { mongoTargetFor } from './mongo-url';

export const MONGO_CLIENT = Symbol('MONGO_CLIENT');
/** The service's own database (`Db` of the mongodb driver). */
export const MONGO_DB = Symbol('MONGO_DB');

export interface MongoOptions {
  service: string;
}

@Injectable()
class MongoLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly pruning: EventRowPruning;

  constructor(
    @Inject(MONGO_CLIENT) private readonly client: MongoClient,
    @Inject(MONGO_DB) private readonly db: Db,
    registry: HealthRegistry,
    @Inject(LOGGER) logger: pino.Logger,
  ) {
    registry.register({ name: 'mongodb', check: async () => void (await db.command({ ping: 1 })) });
    this.pruning = new EventRowPruning((before, limit) => pruneMongoProcessedEvents(db, before, limit), logger);
  }
  async onApplicationBootstrap() {
    await ensureMongoPruneIndex(this.db);
    this.pruning.start();
  }
  async onApplicationShutdown() {
    await this.pruning.stop();
    await this.client.close();
  }
}

export async function connectMongo(service: string): Promise<MongoClient> {
  const { url } = mongoTargetFor(service);
  // Loaded here, not at the top: the platform's other parts never load the driver, so the services
  // without MongoDB do not hold it in memory (ADR 050).
  const { MongoClient } = await import('mongodb');
  // One pooled client per process (the driver multiplexes); fail start-up fast when unreachable.
  return new MongoClient(url, { appName: service, serverSelectionTimeoutMS: 5000, maxPoolSize: 20 }).connect();
}

/** One MongoClient per process, the service's database as `MONGO_DB`, readiness and shutdown. */
@Global()
@Module({})
export class MongoModule {
  static forRoot(options: MongoOptions): DynamicModule {
    return {
      module: MongoModule,
      providers: [
        { provide: MONGO_CLIENT, useFactory: () => connectMongo(options.service) },
        { provide: MONGO_DB, useFactory: (client: MongoClient) => client.db(mongoTargetFor(options.service).database), inject: [MONGO_CLIENT] },
        MongoLifecycle,
      ],
      exports: [MONGO_CLIENT, MONGO_DB],
    };
  }
}
