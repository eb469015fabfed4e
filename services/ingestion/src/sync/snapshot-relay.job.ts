import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EventPublisher, LOGGER, RelayLoop, type EncodedEvent } from '@overlap/platform';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Binary } from 'mongodb';
import type pino from 'pino';
import type { SnapshotDocument } from '../sources/snapshot.document';
import { SnapshotsRepository } from '../sources/snapshots.repository';

const BATCH = 100;
const LEASE_MS = 30_000;
/** A stored snapshot's writer may still be sending it; the poll takes over only what is older than this. */
const FRESH_MS = 5_000;

const bytesOf = (value: Buffer | Binary) => (value instanceof Binary ? Buffer.from(value.buffer) : Buffer.from(value));

/**
 * Sends snapshots to Kafka: straight from the sync that made them (`send`), and — the safety net
 * for what Kafka did not acknowledge in time (down, slow, a crash) — every stored snapshot, in
 * version order per source, deleted only after Kafka acknowledged it. A version superseded by a
 * newer pending one is dropped without sending (schedules would ignore it). Replicas take a
 * short insert-lease per stored snapshot so they do not send the same one at once; a crash
 * between send and delete sends it again, which schedules ignores (same version, same event
 * id). While Kafka is down nothing is deleted, and everything waits until it is back.
 */
@Injectable()
export class SnapshotRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly loop: RelayLoop;
  /** Stored snapshots whose direct send has not settled, by id. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly stored: SnapshotsRepository,
    private readonly publisher: EventPublisher,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {
    this.loop = new RelayLoop({
      name: 'snapshot relay',
      publishBatch: () => this.publishBatch(),
      batchSize: BATCH,
      pollMs: 1_000,
      maxBackoffMs: 10_000,
      logger,
      backlog: () => this.stored.backlog(),
    });
  }

  onApplicationBootstrap() {
    this.loop.start();
  }

  async onApplicationShutdown() {
    await Promise.allSettled([this.loop.stop(), ...this.inFlight.values()]);
  }

  /** Sends a snapshot straight from its writer (resolves once Kafka acknowledged it). */
  send(event: EncodedEvent): Promise<void> {
    return this.publisher.publish([event]);
  }

  /**
   * Takes over a snapshot whose direct send was not acknowledged in time and that is now
   * stored: when that send still succeeds the stored copy is deleted; until it settles the poll
   * leaves the snapshot alone (so one replica does not send it twice); if it fails, the poll
   * sends it.
   */
  adopt(snapshot: SnapshotDocument, sending: Promise<void>): void {
    const settled = sending
      .then(() => this.markPublished(snapshot))
      .catch((err) => this.logger.warn({ err: (err as Error).message, snapshot: snapshot._id }, 'snapshot not published yet; the relay will retry'))
      .finally(() => this.inFlight.delete(snapshot._id));
    this.inFlight.set(snapshot._id, settled);
  }

  /** Publishes now (after a snapshot was written, and by tests). */
  kick(): Promise<void> {
    return this.loop.kick();
  }

  private async publishBatch(): Promise<number> {
    // Without the payloads: only the one being sent is read in full.
    const pending = await this.stored.findPendingWithoutPayload(new Date(Date.now() - FRESH_MS), BATCH);
    const latest = new Map<string, number>();
    for (const s of pending) latest.set(s.sourceId, Math.max(latest.get(s.sourceId) ?? 0, s.version));
    for (const snapshot of pending.sort((a, b) => a.sourceId.localeCompare(b.sourceId) || a.version - b.version)) {
      if (!this.loop.isRunning) break;
      if (this.inFlight.has(snapshot._id)) continue;
      if (snapshot.version < latest.get(snapshot.sourceId)!) {
        await this.markPublished(snapshot);
        continue;
      }
      await this.publishOne(snapshot, true);
    }
    return pending.length;
  }

  /** `reread`: the poll read it without its payload, and another replica may have sent it since. */
  private async publishOne(snapshot: SnapshotDocument, reread: boolean): Promise<void> {
    const lease = await this.stored.takeSendLease(snapshot._id, this.owner, LEASE_MS);
    if (!lease) return;
    try {
      const current = reread ? await this.stored.findById(snapshot._id) : snapshot;
      if (!current) return;
      await this.publisher.publish([
        { eventId: current.eventId, topic: current.topic, key: current.key, value: bytesOf(current.value), headers: current.headers },
      ]);
      await this.markPublished(current);
    } finally {
      await this.stored.forgetSendLease(snapshot._id);
    }
  }

  /**
   * A published snapshot is not needed any more (the source's state keeps its version): it is
   * deleted, with any older version of the source, so the collection holds only pending work.
   */
  private async markPublished(snapshot: Pick<SnapshotDocument, '_id' | 'sourceId' | 'version'>): Promise<void> {
    await this.stored.deleteUpTo(snapshot.sourceId, snapshot.version);
  }
}
