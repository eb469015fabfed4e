import { Injectable } from '@nestjs/common';
import { context, propagation } from '@opentelemetry/api';
import type { DescMessage } from '@bufbuild/protobuf';
import type { EntityManager } from 'typeorm';
import { encodeEnvelope, type NewEvent } from './envelope';
import { OutboxEventEntity } from './outbox-event.entity';

/**
 * Writes events into the outbox inside the caller's transaction, so an event exists exactly
 * when the state change does. The current trace context is kept with the row so the relay
 * publishes it under the request's trace.
 */
@Injectable()
export class OutboxWriter {
  private onWrite: (() => void) | undefined;

  constructor(private readonly producer: string) {}

  /** The relay registers here to publish soon after a commit instead of waiting for its poll. */
  setListener(listener: () => void) {
    this.onWrite = listener;
  }

  async write<Desc extends DescMessage>(manager: EntityManager, event: NewEvent<Desc>): Promise<string> {
    const { id, value } = encodeEnvelope(this.producer, event);
    const headers: Record<string, string> = { 'event-type': event.eventType, 'content-type': 'application/x-protobuf' };
    propagation.inject(context.active(), headers);
    // clock_timestamp(), not the column's now(): now() is the transaction's start, so two events of
    // one transaction (a member joined, then the invitation answered) tied and the relay's order
    // fell to their random ids.
    await manager.insert(OutboxEventEntity, { id, topic: event.topic, key: event.key, value, headers, createdAt: () => 'clock_timestamp()' });
    // Runs before the caller's commit; the relay's next pass picks the row up once visible.
    setTimeout(() => this.onWrite?.(), 20).unref();
    return id;
  }
}
