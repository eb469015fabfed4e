import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Kafka } from 'kafkajs';
import type { Db } from 'mongodb';
import type pino from 'pino';
import { HealthRegistry } from '../health/health-check';
import { KAFKA, createKafka } from '../kafka/kafka-client';
import { LOGGER } from '../logging/logger.token';
import { EventPublisher } from './event-publisher';
import { MongoIdempotentConsumer, type MongoConsumerOptions } from './mongo-consumer';
import { MONGO_DB } from './mongo.module';

const MONGO_CONSUMER_OPTIONS = Symbol('MONGO_CONSUMER_OPTIONS');

@Injectable()
class MongoConsumersLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumers: MongoIdempotentConsumer[];
  constructor(
    @Inject(KAFKA) kafka: Kafka,
    @Inject(MONGO_DB) db: Db,
    @Inject(MONGO_CONSUMER_OPTIONS) options: MongoConsumerOptions[],
    @Inject(LOGGER) private readonly logger: pino.Logger,
    registry: HealthRegistry,
  ) {
    registry.register({
      name: 'kafka',
      check: async () => {
        const admin = kafka.admin();
        await admin.connect();
        try {
          await admin.describeCluster();
        } finally {
          await admin.disconnect();
        }
      },
    });
    this.consumers = options.map((o) => new MongoIdempotentConsumer(kafka, db, o, logger));
  }
  onApplicationBootstrap() {
    // In the background, so a slow broker does not block HTTP start-up.
    for (const c of this.consumers) c.start().catch((err) => this.logger.error({ err }, 'consumer failed to start'));
  }
  async onApplicationShutdown() {
    await Promise.all(this.consumers.map((c) => c.stop()));
  }
}

export interface MongoKafkaOptions {
  /** The producing service, written into every envelope. */
  service: string;
  consumers?: MongoConsumerOptions[];
}

/**
 * Kafka for services whose state lives in MongoDB (needs `MongoModule`): the client, an
 * acknowledging `EventPublisher` for their snapshot relays, and Mongo-backed idempotent consumers.
 */
@Global()
@Module({})
export class MongoKafkaModule {
  static forRoot(options: MongoKafkaOptions): DynamicModule {
    return {
      module: MongoKafkaModule,
      providers: [
        { provide: KAFKA, useFactory: (logger: pino.Logger) => createKafka(options.service, logger), inject: [LOGGER] },
        { provide: EventPublisher, useFactory: (kafka: Kafka) => new EventPublisher(kafka), inject: [KAFKA] },
        { provide: MONGO_CONSUMER_OPTIONS, useValue: options.consumers ?? [] },
        MongoConsumersLifecycle,
      ],
      exports: [KAFKA, EventPublisher],
    };
  }
}
