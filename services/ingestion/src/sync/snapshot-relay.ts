import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EventPublisher, LOGGER, type EncodedEvent } from '@overlap/platform';
import { Binary } from 'mongodb';
import type pino from 'pino';
import type { SnapshotDocument } from '../sources/snapshot.document';
import { SourcesRepository } from '../sources/sources.repository';

const BATCH = 50;
const POLL_MS = 1_000;
const CLAIM_MS = 30_000;
const MAX_BACKOFF_MS = 10_000;

const bytesOf = (value: Buffer | Binary) => (value instanceof Binary ? Buffer.from(value.buffer) : Buffer.from(value));

/**
 * Publishes every snapshot not yet acknowledged, oldest first, and marks it published only
 * after Kafka acknowledged (removals are deleted instead). Snapshots are claimed for a short
 * time so replicas do not publish the same one at once; a crash between publish and mark
 * publishes it again, which schedules ignores (same version, same event id). While Kafka is
 * down nothing is marked: snapshots wait, and are published once it is back.
 */
@Injectable()
export class SnapshotRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  private failures = 0;

  constructor(
    private readonly repo: SourcesRepository,
    private readonly publisher: EventPublisher,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  onApplicationBootstrap() {
    this.running = true;
    this.schedule(0);
  }

  async onApplicationShutdown() {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.draining;
  }

  /** Publishes now (after a snapshot was written, and by tests). */
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
      this.logger.warn({ err: (err as Error).message, failures: this.failures }, 'snapshot relay could not publish; will retry');
    }
  }

  private async claim(): Promise<SnapshotDocument[]> {
    const claimed: SnapshotDocument[] = [];
    while (claimed.length < BATCH) {
      const now = new Date();
      const doc = await this.repo.snapshots.findOneAndUpdate(
        { published: false, $or: [{ publishLeaseUntil: null }, { publishLeaseUntil: { $lte: now } }] },
        { $set: { publishLeaseUntil: new Date(now.getTime() + CLAIM_MS) } },
        { sort: { createdAt: 1 }, returnDocument: 'after' },
      );
      if (!doc) break;
      claimed.push(doc);
    }
    return claimed;
  }

  private async publishBatch(): Promise<number> {
    const batch = await this.claim();
    if (!batch.length) return 0;
    const events: EncodedEvent[] = batch.map((s) => ({ eventId: s.eventId, topic: s.topic, key: s.key, value: bytesOf(s.value), headers: s.headers }));
    try {
      await this.publisher.publish(events);
    } catch (err) {
      // Hand the claims back so the next attempt (here or on a replica) does not wait for them to lapse.
      await this.repo.snapshots
        .updateMany({ _id: { $in: batch.map((s) => s._id) }, published: false }, { $set: { publishLeaseUntil: null } })
        .catch(() => undefined);
      throw err;
    }
    for (const s of batch) {
      // Only the version that was published: a newer one written meanwhile stays pending.
      if (s.kind === 'removed') await this.repo.snapshots.deleteOne({ _id: s._id, version: s.version, kind: 'removed' });
      else await this.repo.snapshots.updateOne({ _id: s._id, version: s.version }, { $set: { published: true, publishLeaseUntil: null } });
    }
    this.logger.debug({ count: batch.length }, 'snapshots published');
    return batch.length;
  }
}
