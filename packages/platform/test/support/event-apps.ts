import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import pino from 'pino';
import { ConsumerWatches } from '../../src/events/consumer-watches';
import { HealthRegistry } from '../../src/health/health-check';
import { kafkaBrokers } from '../../src/kafka/kafka-client';
import { applyRequestQueueIdleFix } from '../../src/kafka/request-queue-idle-fix';
import { LOGGER } from '../../src/logging/logger.token';

/** The logger, health registry and consumer watches PlatformModule would give, without its HTTP pieces. */
@Global()
@Module({
  providers: [{ provide: LOGGER, useValue: pino({ level: 'silent' }) }, HealthRegistry, ConsumerWatches],
  exports: [LOGGER, HealthRegistry, ConsumerWatches],
})
class TestPlatformModule {}

/** Boots a service-like application context: its store, EventsModule and handler providers. */
export async function startEventApp(imports: DynamicModule[], handlers: Type[]) {
  @Module({ imports: [TestPlatformModule, ...imports], providers: handlers })
  class TestAppModule {}
  const app = await NestFactory.createApplicationContext(TestAppModule, { logger: false });
  return app;
}

applyRequestQueueIdleFix();
export const testKafka = new Kafka({ clientId: 'events-test', brokers: kafkaBrokers(), logLevel: logLevel.NOTHING });

export async function createTopic(topic: string) {
  const admin = testKafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
  await admin.disconnect();
}

export async function send(topic: string, key: string, values: Buffer[]) {
  const producer = testKafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  await producer.send({ topic, messages: values.map((value) => ({ key, value })) });
  await producer.disconnect();
}

export async function waitUntil(done: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !(await done())) await new Promise((r) => setTimeout(r, 200));
}
