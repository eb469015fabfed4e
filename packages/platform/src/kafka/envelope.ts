import { create, fromBinary, toBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { EventEnvelopeSchema, type EventEnvelope } from '@overlap/proto';
import { randomUUID } from 'node:crypto';

export const ENVELOPE_SCHEMA_VERSION = 1;

export interface NewEvent<Desc extends DescMessage> {
  topic: string;
  key: string;
  eventType: string;
  schema: Desc;
  payload: MessageShape<Desc>;
}

export function encodeEnvelope<Desc extends DescMessage>(producer: string, event: NewEvent<Desc>, eventId = randomUUID()): { id: string; value: Buffer } {
  const envelope = create(EventEnvelopeSchema, {
    eventId,
    eventType: event.eventType,
    occurredAt: timestampFromDate(new Date()),
    producer,
    schemaVersion: ENVELOPE_SCHEMA_VERSION,
    key: event.key,
    payloadType: event.schema.typeName,
    payload: toBinary(event.schema, event.payload),
  });
  return { id: eventId, value: Buffer.from(toBinary(EventEnvelopeSchema, envelope)) };
}

export function decodeEnvelope(value: Uint8Array): EventEnvelope {
  return fromBinary(EventEnvelopeSchema, value);
}

/** Decodes the payload, checking that the envelope really carries the expected message. */
export function decodePayload<Desc extends DescMessage>(envelope: EventEnvelope, schema: Desc): MessageShape<Desc> {
  if (envelope.payloadType !== schema.typeName) {
    throw new Error(`Expected payload ${schema.typeName}, got ${envelope.payloadType}`);
  }
  return fromBinary(schema, envelope.payload);
}
