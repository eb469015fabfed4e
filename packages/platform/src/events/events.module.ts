import { DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { Kafka } from 'kafkajs';
import type { Db } from 'mongodb';
import type pino from 'pino';
import { DataSource } from 'typeorm';
import { KAFKA, createKafka } from '../kafka/kafka-client';
import { OutboxRelay } from '../kafka/outbox-relay';
import { OutboxWriter } from '../kafka/outbox-writer';
import { LOGGER } from '../logging/logger.token';
import { EventPublisher } from '../mongo/event-publisher';
import { MONGO_DB } from '../mongo/mongo.module';
import { broadcastGroupId } from './broadcast-consumer';
import { BroadcastReading } from './broadcast-reading';
import { BROADCAST_GROUP, CONSUMER_GROUP, EventConsumersLifecycle } from './event-consumers.lifecycle';
import { EventHandlerDiscovery } from './event-handler-discovery';
import { MongoProcessedEvents } from './mongo-processed-events.store';
import { PostgresProcessedEvents } from './postgres-processed-events.store';
import { PROCESSED_EVENT_STORE } from './processed-event-store.port';

export interface EventsModuleOptions {
  /** The service: Kafka client id and the producer written into every envelope. */
  service: string;
  /**
   * Where the service keeps its state, and so its processed events and outgoing events:
   * `postgres` (needs DatabaseModule; transactional outbox, handlers get an EntityManager) or
   * `mongo` (needs MongoModule; an acknowledging EventPublisher for relays, handlers get the Db).
   */
  store: 'postgres' | 'mongo';
  /** The consumer group of the service's `@EventHandler` methods; needed as soon as it has one. */
  consumerGroup?: string;
}

const postgresProviders = (service: string): Provider[] => [
  { provide: OutboxWriter, useFactory: () => new OutboxWriter(service) },
  { provide: PROCESSED_EVENT_STORE, useFactory: (ds: DataSource) => new PostgresProcessedEvents(ds), inject: [DataSource] },
  {
    provide: OutboxRelay,
    useFactory: (ds: DataSource, kafka: Kafka, writer: OutboxWriter, logger: pino.Logger) => new OutboxRelay(ds, kafka, writer, logger),
    inject: [DataSource, KAFKA, OutboxWriter, LOGGER],
  },
];

const mongoProviders: Provider[] = [
  { provide: PROCESSED_EVENT_STORE, useFactory: (db: Db) => new MongoProcessedEvents(db), inject: [MONGO_DB] },
  { provide: EventPublisher, useFactory: (kafka: Kafka) => new EventPublisher(kafka), inject: [KAFKA] },
];

/**
 * The service's events: the Kafka client, the way out (PostgreSQL: OutboxWriter + OutboxRelay;
 * Mongo: EventPublisher) and the way in — one idempotent consumer for every `@EventHandler`
 * method of the application's providers, plus this replica's own broadcast consumer for the
 * `{ broadcast: true }` ones, started in the background with backoff.
 */
@Global()
@Module({})
export class EventsModule {
  static forRoot(options: EventsModuleOptions): DynamicModule {
    const postgres = options.store === 'postgres';
    return {
      module: EventsModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: KAFKA, useFactory: (logger: pino.Logger) => createKafka(options.service, logger), inject: [LOGGER] },
        ...(postgres ? postgresProviders(options.service) : mongoProviders),
        { provide: CONSUMER_GROUP, useValue: options.consumerGroup ?? null },
        { provide: BROADCAST_GROUP, useValue: broadcastGroupId(options.service) },
        EventHandlerDiscovery,
        EventConsumersLifecycle,
        BroadcastReading,
      ],
      exports: [KAFKA, BroadcastReading, ...(postgres ? [OutboxWriter, OutboxRelay] : [EventPublisher])],
    };
  }
}
