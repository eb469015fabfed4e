import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import type { EventEnvelope } from '@overlap/proto';
import type pino from 'pino';
import { decodePayload } from '../kafka/envelope';

/**
 * Decodes an event's payload, or logs and returns undefined: a malformed event is acknowledged,
 * because throwing would retry it forever and block every later event of that key.
 */
export function decodeOrSkip<Desc extends DescMessage>(logger: pino.Logger, envelope: EventEnvelope, schema: Desc): MessageShape<Desc> | undefined {
  try {
    return decodePayload(envelope, schema);
  } catch (err) {
    logger.error({ err, eventId: envelope.eventId, eventType: envelope.eventType }, 'undecodable event skipped');
    return undefined;
  }
}
