import { Kafka, logLevel, type LogEntry } from 'kafkajs';
import type pino from 'pino';
import { requireEnv } from '../config/env';
import { applyRequestQueueIdleFix } from './request-queue-idle-fix';

export const KAFKA = Symbol('KAFKA');

export function kafkaBrokers(): string[] {
  return requireEnv('KAFKA_BROKERS', '127.0.0.1:9092')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
}

/** One client per process; kafkajs logs go through the service's JSON logger. */
export function createKafka(clientId: string, logger: pino.Logger): Kafka {
  applyRequestQueueIdleFix();
  const toPino =
    () =>
    ({ level, log }: LogEntry) => {
      const { message, ...rest } = log;
      const fn = level === logLevel.ERROR ? 'error' : level === logLevel.WARN ? 'warn' : 'debug';
      logger[fn]({ kafka: rest }, message);
    };
  return new Kafka({
    clientId,
    brokers: kafkaBrokers(),
    logLevel: logLevel.WARN,
    logCreator: toPino,
    retry: { initialRetryTime: 300, retries: 8 },
    connectionTimeout: 3000,
  });
}
