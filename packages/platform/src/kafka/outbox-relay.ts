import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { context, propagation, ROOT_CONTEXT } from '@opentelemetry/api';
import { Partitioners, type Kafka, type Producer } from 'kafkajs';
import type pino from 'pino';
import type { DataSource } from 'typeorm';
import { OutboxWriter } from './outbox-writer';
import { RelayLoop, type RelayBacklog } from './relay-loop';

const BATCH = 100;

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
 * crash can publish twice (consumers are idempotent) but never lose an event. Marking a row
 * published erases its key, payload and headers.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private producer: Producer | undefined;
  private connected = false;
  private readonly loop: RelayLoop;

  constructor(
    private readonly dataSource: DataSource,
    private readonly kafka: Kafka,
    private readonly writer: OutboxWriter,
    logger: pino.Logger,
  ) {
    this.loop = new RelayLoop({
      name: 'outbox relay',
      publishBatch: () => this.publishBatch(),
      batchSize: BATCH,
      pollMs: 500,
      maxBackoffMs: 10_000,
      logger,
      backlog: () => this.backlog(),
    });
  }

  onApplicationBootstrap() {
    // One request in flight keeps per-key order; duplicates after a retry are dropped by the
    // idempotent consumers, so the producer's own idempotence (which wants endless retries) is off.
    // Topics come from the topic job (ADR 034): a missing one fails the send and is retried, never created with broker defaults.
    this.producer = this.kafka.producer({ maxInFlightRequests: 1, allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner });
    this.writer.setListener(() => this.kick());
    this.loop.start();
  }

  async onApplicationShutdown() {
    await this.loop.stop();
    if (this.connected) await this.producer?.disconnect();
  }

  isConnected(): boolean {
    return this.connected;
  }

  /** Publishes now (used after writes and by tests). */
  kick(): Promise<void> {
    return this.loop.kick();
  }

  /** Served by the partial index on unpublished rows. */
  private async backlog(): Promise<RelayBacklog> {
    const [row]: { pending: number; oldest: Date | null }[] = await this.dataSource.query(
      `SELECT count(*)::int AS pending, min(created_at) AS oldest FROM outbox_events WHERE published_at IS NULL`,
    );
    return { pending: row?.pending ?? 0, oldestAt: row?.oldest ?? undefined };
  }

  private async publishBatch(): Promise<number> {
    try {
      return await this.dataSource.transaction(async (manager) => {
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
          // Continue the trace of the request that wrote the event (the pass itself runs in none).
          const parent = propagation.extract(ROOT_CONTEXT, row.headers);
          await context.with(parent, () =>
            this.producer!.send({ topic: row.topic, messages: [{ key: row.key, value: row.value, headers: { ...row.headers, 'event-id': row.id } }] }),
          );
        }
        // Kafka holds the event now: the row keeps only its id, topic and times, never whose it was
        // or what it said, so a deleted account's data does not linger here until pruning (ADR 047).
        await manager.query(
          `UPDATE outbox_events SET published_at = now(), attempts = attempts + 1, key = '', value = ''::bytea, headers = '{}'::jsonb
            WHERE id = ANY($1::uuid[])`,
          [rows.map((r) => r.id)],
        );
        return rows.length;
      });
    } catch (err) {
      // Reconnect on the next pass: the broker may have dropped the connection.
      this.connected = false;
      throw err;
    }
  }
}
