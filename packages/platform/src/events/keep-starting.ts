import type pino from 'pino';
import type { ConsumerWatch } from './consumer-watch';
import type { ConsumerWatches } from './consumer-watches';

/** What is started in the background and stopped on shutdown. */
export interface StartableConsumer {
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly watch: ConsumerWatch;
}

/**
 * Reports the consumer among the process's watches and keeps it running: started in the
 * background with `keepStarting`, and started again when kafkajs gives up on it after a
 * non-retriable crash (it restarts by itself after retriable ones).
 */
export function superviseConsumer(consumer: StartableConsumer, watches: ConsumerWatches, logger: pino.Logger, stopping: () => boolean): void {
  watches.add(consumer.watch);
  consumer.watch.onDead = (err) => {
    if (stopping()) return;
    logger.error({ err, group: consumer.watch.group }, 'consumer crashed and was not restarted by kafkajs; starting it again');
    void consumer
      .stop()
      .catch(() => undefined)
      .then(() => keepStarting(consumer, logger, stopping));
  };
  void keepStarting(consumer, logger, stopping);
}

/**
 * Starts a consumer in the background, retrying with backoff (1 s doubling to 30 s) until it runs
 * or `stopping()` says the process is shutting down: a consumer that cannot start (broker down, or
 * a topic its producer has not created yet on a fresh cluster) would otherwise stay stopped until
 * the process restarts, and a slow broker must not delay HTTP start-up.
 */
export async function keepStarting(consumer: StartableConsumer, logger: pino.Logger, stopping: () => boolean): Promise<void> {
  for (let attempt = 1; !stopping(); attempt++) {
    try {
      await consumer.start();
      return;
    } catch (err) {
      const retryInMs = Math.min(30_000, 500 * 2 ** attempt);
      logger.error({ err, attempt, retryInMs }, 'consumer failed to start');
      await consumer.stop().catch(() => undefined);
      await new Promise((r) => setTimeout(r, retryInMs));
    }
  }
}
