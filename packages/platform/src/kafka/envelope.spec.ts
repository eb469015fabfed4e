import { create } from '@bufbuild/protobuf';
import { UserDeletedSchema, UserRegisteredSchema } from '@overlap/proto';
import { decodeEnvelope, decodePayload, encodeEnvelope } from './envelope';

describe('event envelope', () => {
  const event = { topic: 't', key: 'u1', eventType: 'identity.user.deleted', schema: UserDeletedSchema, payload: create(UserDeletedSchema, { userId: 'u1' }) };

  it('round-trips id, type, producer, version, key and payload', () => {
    const { id, value } = encodeEnvelope('identity', event);
    const env = decodeEnvelope(value);
    expect(env).toMatchObject({
      eventId: id,
      eventType: 'identity.user.deleted',
      producer: 'identity',
      schemaVersion: 1,
      key: 'u1',
      payloadType: 'overlap.identity.v1.UserDeleted',
    });
    expect(env.occurredAt).toBeDefined();
    expect(decodePayload(env, UserDeletedSchema).userId).toBe('u1');
  });

  it('refuses to decode a payload as the wrong message', () => {
    const env = decodeEnvelope(encodeEnvelope('identity', event).value);
    expect(() => decodePayload(env, UserRegisteredSchema)).toThrow(/Expected payload/);
  });
});
