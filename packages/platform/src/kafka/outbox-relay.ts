import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { context, propagation } from '@opentelemetry/api';
import { Partitioners, type Kafka, type Producer } from 'kafkajs';
import type pino from 'pino';
import type { DataSource } from 'typeorm';
import { OutboxWriter } from './outbox-writer';

const BATCH = 100;
const POLL_MS = 500;
const MAX_BACKOFF_MS = 10_000;

interface OutboxRow {
  id: string;
  topic: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

/**
 * Publishes unpublished outbox rows in order. Rows are claimed with SKIP LOCKED so several
 * replicas can run relays; a row is marked published only after Kafka acknowledged it, so a
 * crash can publish twice (consumers are idempotent) but never lose an event.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private producer: Producer | undefined;
  private connected = false;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  private failures = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly kafka: Kafka,
    private readonly writer: OutboxWriter,
    private readonly logger: pino.Logger,
  ) {}

  onApplicationBootstrap() {
    this.running = true;
    // One request in flight keeps per-key order; duplicates after a retry are dropped by the
    // idempotent consumers, so the producer's own idempotence (which wants endless retries) is off.
    this.producer = this.kafka.producer({ maxInFlightRequests: 1, allowAutoTopicCreation: true, createPartitioner: Partitioners.DefaultPartitioner });
    this.writer.setListener(() => this.kick());
    this.schedule(0);
  }

  async onApplicationShutdown() {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.draining;
    if (this.connected) await this.producer?.disconnect();
  }

  isConnected(): boolean {
    return this.connected;
  }

  /** Publishes now (used after writes and by tests). */
  kick(): Promise<void> {
    if (!this.running) return Promise.resolve();
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    if (this.timer) clearTimeout(this.timer);
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      const delay = this.failures ? Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.failures) : this.again ? 0 : POLL_MS;
      this.again = false;
      this.schedule(delay);
    });
    return this.draining;
  }

  private schedule(ms: number) {
    if (!this.running) return;
    this.timer = setTimeout(() => void this.kick(), ms);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        const published = await this.publishBatch();
        if (published < BATCH) break;
      }
      this.failures = 0;
    } catch (err) {
      this.failures++;
      this.connected = false;
      this.logger.warn({ err: (err as Error).message, failures: this.failures }, 'outbox relay could not publish; will retry');
    }
  }

  private async publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, topic, key, value, headers FROM outbox_events
          WHERE published_at IS NULL ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH],
      );
      if (!rows.length) return 0;
      if (!this.connected) {
        await this.producer!.connect();
        this.connected = true;
      }
      for (const row of rows) {
        // Continue the trace of the request that wrote the event.
        const parent = propagation.extract(context.active(), row.headers);
        await context.with(parent, () =>
          this.producer!.send({ topic: row.topic, messages: [{ key: row.key, value: row.value, headers: { ...row.headers, 'event-id': row.id } }] }),
        );
      }
      await manager.query(`UPDATE outbox_events SET published_at = now(), attempts = attempts + 1 WHERE id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      return rows.length;
    });
  }
}
