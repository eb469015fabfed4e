import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Kafka } from 'kafkajs';
import type pino from 'pino';
import { HealthRegistry } from '../health/health-check';
import { KAFKA } from '../kafka/kafka-client';
import { LOGGER } from '../logging/logger.token';
import { BroadcastConsumer } from './broadcast-consumer';
import { EventConsumer } from './event-consumer';
import { EventHandlerDiscovery } from './event-handler-discovery';
import { ConsumerWatches } from './consumer-watches';
import { superviseConsumer, type StartableConsumer } from './keep-starting';
import { PROCESSED_EVENT_STORE, type ProcessedEventStore } from './processed-event-store.port';

export const CONSUMER_GROUP = Symbol('CONSUMER_GROUP');
/** This replica's own group for `{ broadcast: true }` handlers (`broadcastGroupId`). */
export const BROADCAST_GROUP = Symbol('BROADCAST_GROUP');

async function describeCluster(kafka: Kafka): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    await admin.describeCluster();
  } finally {
    await admin.disconnect();
  }
}

/**
 * Starts the service's consumers once every provider (and so every handler) exists — the shared
 * group's and, when it has broadcast handlers, this replica's own — and stops them on shutdown.
 */
@Injectable()
export class EventConsumersLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumers: StartableConsumer[] = [];
  private stopping = false;

  constructor(
    @Inject(KAFKA) private readonly kafka: Kafka,
    @Inject(PROCESSED_EVENT_STORE) private readonly store: ProcessedEventStore,
    @Inject(CONSUMER_GROUP) private readonly groupId: string | null,
    @Inject(BROADCAST_GROUP) private readonly broadcastGroupId: string,
    @Inject(LOGGER) private readonly logger: pino.Logger,
    private readonly discovery: EventHandlerDiscovery,
    private readonly watches: ConsumerWatches,
    registry: HealthRegistry,
  ) {
    // Reported, never deciding readiness: writes go to the outbox and wait for the broker (ADR 027).
    registry.register({ name: 'kafka', role: 'reported', check: () => describeCluster(kafka) });
  }

  onApplicationBootstrap() {
    const routes = this.discovery.routes();
    const broadcastRoutes = this.discovery.broadcastRoutes();
    if (routes.topics().length) {
      if (!this.groupId) throw new Error(`Event handlers found for ${routes.topics().join(', ')}, but EventsModule has no consumerGroup`);
      this.consumers.push(new EventConsumer(this.kafka, this.store, this.groupId, routes, this.logger));
    }
    if (broadcastRoutes.topics().length) this.consumers.push(new BroadcastConsumer(this.kafka, this.broadcastGroupId, broadcastRoutes, this.logger));
    // In the background, so a slow broker does not block HTTP start-up.
    for (const consumer of this.consumers) superviseConsumer(consumer, this.watches, this.logger, () => this.stopping);
  }

  async onApplicationShutdown() {
    this.stopping = true;
    await Promise.all(this.consumers.map((consumer) => consumer.stop()));
  }
}
