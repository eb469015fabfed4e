import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { context, propagation, ROOT_CONTEXT } from '@opentelemetry/api';
import type { DescMessage } from '@bufbuild/protobuf';
import { randomUUID } from 'node:crypto';
import { CompressionTypes, Partitioners, type Kafka, type Producer } from 'kafkajs';
import { encodeEnvelope, type NewEvent } from '../kafka/envelope';

/** A fully encoded Kafka message: envelope bytes plus event and trace headers. */
export interface EncodedEvent {
  eventId: string;
  topic: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

/**
 * Encodes an event the way the outbox does (envelope, `event-type`, `event-id`, content type)
 * and captures the active trace context, so a relay can publish it later under that trace.
 */
export function encodeEvent<Desc extends DescMessage>(producer: string, event: NewEvent<Desc>, eventId: string = randomUUID()): EncodedEvent {
  const { id, value } = encodeEnvelope(producer, event, eventId as ReturnType<typeof randomUUID>);
  const headers: Record<string, string> = { 'event-type': event.eventType, 'event-id': id, 'content-type': 'application/x-protobuf' };
  propagation.inject(context.active(), headers);
  return { eventId: id, topic: event.topic, key: event.key, value, headers };
}

/** From this size on a message is compressed: half of Kafka's default 1 MB message limit. */
export const COMPRESS_FROM_BYTES = 512 * 1024;

/**
 * Gzip only where it is needed to stay well under the broker's message limit (a replace event
 * of a 10,000-occurrence feed): on the usual tens of kilobytes it costs CPU three times — the
 * producer compresses, the broker decompresses to validate, the consumer decompresses — to
 * save bytes that are written only when a feed changed.
 */
export const compressionFor = (value: Buffer): CompressionTypes => (value.length >= COMPRESS_FROM_BYTES ? CompressionTypes.GZIP : CompressionTypes.None);

/**
 * Kafka producer for services whose state lives in MongoDB: their relays publish stored
 * snapshots and mark them only after `publish` resolved, i.e. after every in-sync replica
 * acknowledged (acks = all). Large messages are gzip-compressed (see `compressionFor`).
 */
@Injectable()
export class EventPublisher implements OnApplicationShutdown {
  private producer: Producer | undefined;
  private connected = false;

  constructor(private readonly kafka: Kafka) {}

  async publish(events: EncodedEvent[]): Promise<void> {
    if (!events.length) return;
    const producer = await this.connect();
    try {
      for (const event of events) {
        // Each message is sent under the trace context saved with it (a relay's pass runs in none).
        const parent = propagation.extract(ROOT_CONTEXT, event.headers);
        await context.with(parent, () =>
          producer.send({
            topic: event.topic,
            acks: -1,
            compression: compressionFor(event.value),
            messages: [{ key: event.key, value: event.value, headers: event.headers }],
          }),
        );
      }
    } catch (err) {
      this.connected = false;
      throw err;
    }
  }

  isConnected(): boolean {
    return this.connected;
  }

  async onApplicationShutdown() {
    if (this.connected) await this.producer?.disconnect();
  }

  private async connect(): Promise<Producer> {
    // One request in flight keeps per-key order; consumers drop duplicates, so kafkajs's
    // idempotent producer (which wants endless retries) is not needed.
    // Topics come from the topic job (ADR 034): a missing one fails the send and is retried, never created with broker defaults.
    this.producer ??= this.kafka.producer({ maxInFlightRequests: 1, allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner });
    if (!this.connected) {
      await this.producer.connect();
      this.connected = true;
    }
    return this.producer;
  }
}
