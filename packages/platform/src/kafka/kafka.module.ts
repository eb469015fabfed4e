import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Kafka } from 'kafkajs';
import type pino from 'pino';
import { DataSource } from 'typeorm';
import { HealthRegistry } from '../health/health-check';
import { LOGGER } from '../logging/logger.token';
import { IdempotentConsumer, type ConsumerOptions } from './event-consumer';
import { KAFKA, createKafka } from './kafka-client';
import { OutboxRelay } from './outbox-relay';
import { OutboxWriter } from './outbox-writer';

async function describeCluster(kafka: Kafka): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    await admin.describeCluster();
  } finally {
    await admin.disconnect();
  }
}

export const CONSUMER_OPTIONS = Symbol('CONSUMER_OPTIONS');

@Injectable()
class ConsumersLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumers: IdempotentConsumer[];
  private stopping = false;
  constructor(
    @Inject(KAFKA) kafka: Kafka,
    @Inject(DataSource) dataSource: DataSource,
    @Inject(CONSUMER_OPTIONS) options: ConsumerOptions[],
    @Inject(LOGGER) private readonly logger: pino.Logger,
    registry: HealthRegistry,
  ) {
    registry.register({ name: 'kafka', check: () => describeCluster(kafka) });
    this.consumers = options.map((o) => new IdempotentConsumer(kafka, dataSource, o, logger));
  }
  async onApplicationBootstrap() {
    // Consumers connect in the background so a slow broker does not block HTTP start-up.
    for (const c of this.consumers) void this.startUntilRunning(c);
  }
  async onApplicationShutdown() {
    this.stopping = true;
    await Promise.all(this.consumers.map((c) => c.stop()));
  }

  // A consumer that cannot start (broker down, or a topic its producer has not created yet on a
  // fresh cluster) would otherwise stay stopped until the process restarts: retry with backoff.
  private async startUntilRunning(consumer: IdempotentConsumer) {
    for (let attempt = 1; !this.stopping; attempt++) {
      try {
        await consumer.start();
        return;
      } catch (err) {
        const retryInMs = Math.min(30_000, 500 * 2 ** attempt);
        this.logger.error({ err, attempt, retryInMs }, 'consumer failed to start');
        await consumer.stop().catch(() => undefined);
        await new Promise((r) => setTimeout(r, retryInMs));
      }
    }
  }
}

export interface KafkaModuleOptions {
  /** The producing service, written into every envelope. */
  service: string;
  consumers?: ConsumerOptions[];
}

/** Kafka client, transactional outbox (writer + relay) and idempotent consumers. */
@Global()
@Module({})
export class KafkaModule {
  static forRoot(options: KafkaModuleOptions): DynamicModule {
    return {
      module: KafkaModule,
      providers: [
        { provide: KAFKA, useFactory: (logger: pino.Logger) => createKafka(options.service, logger), inject: [LOGGER] },
        { provide: OutboxWriter, useFactory: () => new OutboxWriter(options.service) },
        {
          provide: OutboxRelay,
          useFactory: (ds: DataSource, kafka: Kafka, writer: OutboxWriter, logger: pino.Logger) => new OutboxRelay(ds, kafka, writer, logger),
          inject: [DataSource, KAFKA, OutboxWriter, LOGGER],
        },
        { provide: CONSUMER_OPTIONS, useValue: options.consumers ?? [] },
        ConsumersLifecycle,
      ],
      exports: [KAFKA, OutboxWriter, OutboxRelay],
    };
  }
}
