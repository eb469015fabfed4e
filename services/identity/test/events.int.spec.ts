import { fromBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, Topics, UserDeletedSchema, UserRegisteredSchema, UserUpdatedSchema } from '@overlap/proto';
import { KafkaProbe, signUpUser } from '@overlap/test-support';
import type { KafkaMessage } from 'kafkajs';

const envelopeOf = (m: KafkaMessage) => fromBinary(EventEnvelopeSchema, m.value!);

describe('identity events on Kafka', () => {
  const probe = new KafkaProbe(Topics.identityUsers);
  beforeAll(() => probe.start(), 60_000);
  afterAll(() => probe.stop());

  it('publishes registered, updated and deleted with the envelope and trace headers', async () => {
    const user = await signUpUser({ firstName: 'Eve', lastName: 'Nt' });
    const forUser = (type: string) => (m: KafkaMessage) => m.key?.toString() === user.id && envelopeOf(m).eventType === type;

    const [registered] = await probe.waitFor(forUser('identity.user.registered'));
    const env = envelopeOf(registered!);
    expect(env).toMatchObject({ producer: 'identity', schemaVersion: 1, key: user.id, payloadType: 'overlap.identity.v1.UserRegistered' });
    expect(env.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(env.occurredAt).toBeDefined();
    expect(registered!.headers?.traceparent?.toString()).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
    expect(registered!.headers?.['event-type']?.toString()).toBe('identity.user.registered');
    const profile = fromBinary(UserRegisteredSchema, env.payload).profile!;
    expect(profile).toMatchObject({ userId: user.id, displayName: 'Eve Nt', timezone: 'Europe/Stockholm', colorTheme: 'blue' });
    expect(JSON.stringify(profile, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).not.toContain(user.email);

    await user.client.put('/api/users/settings', { timezone: 'Asia/Tokyo' });
    const [updated] = await probe.waitFor(forUser('identity.user.updated'));
    const upd = fromBinary(UserUpdatedSchema, envelopeOf(updated!).payload).profile!;
    expect(upd.timezone).toBe('Asia/Tokyo');
    expect(upd.version > profile.version).toBe(true);

    await user.client.delete('/api/users/me');
    const [deleted] = await probe.waitFor(forUser('identity.user.deleted'));
    expect(fromBinary(UserDeletedSchema, envelopeOf(deleted!).payload).userId).toBe(user.id);
  });

  it('does not publish when nothing other services see changed', async () => {
    const user = await signUpUser();
    await probe.waitFor((m) => m.key?.toString() === user.id);
    await user.client.put('/api/users/settings', { darkMode: true });
    await user.client.put('/api/users/privacy', { showOnlineStatus: false });
    await new Promise((r) => setTimeout(r, 1500));
    expect(probe.messages.filter((m) => m.key?.toString() === user.id)).toHaveLength(1);
  });
});
