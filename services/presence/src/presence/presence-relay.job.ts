import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EventPublisher, LOGGER, RelayLoop } from '@overlap/platform';
import { Topics } from '@overlap/proto';
import { Binary } from 'mongodb';
import type pino from 'pino';
import { presenceConfig } from '../config';
import { PresenceStatesRepository } from './presence-states.repository';

const BATCH = 100;

const bytesOf = (value: Buffer | Binary) => (value instanceof Binary ? Buffer.from(value.buffer) : Buffer.from(value));

/**
 * Publishes each state's pending snapshot to presence.status.v1 and clears it (or deletes an
 * ended state) only after Kafka acknowledged it. Writers kick it right after their write, so a
 * change normally reaches Kafka within milliseconds; the poll is the safety net for Kafka
 * outages and crashes. Two replicas may send the same snapshot: same event id and version, which
 * consumers treat as one.
 */
@Injectable()
export class PresenceRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly loop: RelayLoop;

  constructor(
    private readonly states: PresenceStatesRepository,
    private readonly publisher: EventPublisher,
    @Inject(LOGGER) logger: pino.Logger,
  ) {
    this.loop = new RelayLoop({
      name: 'presence relay',
      publishBatch: () => this.publishBatch(),
      batchSize: BATCH,
      pollMs: presenceConfig.relayPollMs,
      maxBackoffMs: 10_000,
      logger,
      backlog: () => this.states.backlog(),
    });
  }

  onApplicationBootstrap() {
    this.loop.start();
  }

  async onApplicationShutdown() {
    await this.loop.stop();
  }

  /** Publishes now (after a write, and in tests). */
  kick(): Promise<void> {
    return this.loop.kick();
  }

  private async publishBatch(): Promise<number> {
    const pending = await this.states.findUnpublished(BATCH);
    const ready = pending.filter((s) => s.pending);
    await this.publisher.publish(
      ready.map((s) => ({
        eventId: s.pending!.eventId,
        topic: Topics.presenceStatus,
        key: s._id,
        value: bytesOf(s.pending!.value),
        headers: s.pending!.headers,
      })),
    );
    for (const state of pending) await this.states.markPublished(state);
    return pending.length;
  }
}
