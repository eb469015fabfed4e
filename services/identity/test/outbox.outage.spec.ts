import { fromBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, Topics } from '@overlap/proto';
import { KafkaProbe, signUpUser, stackPart } from '@overlap/test-support';

/**
 * Stops the real Kafka broker: runs alone (the "outage" project, in band, after the others).
 */
describe('transactional outbox while Kafka is down', () => {
  afterAll(() => stackPart('start', 'kafka'), 240_000);

  it('accepts writes during the outage and publishes each event exactly once when Kafka is back', async () => {
    stackPart('stop', 'kafka');
    const users = [];
    for (let i = 0; i < 3; i++) users.push(await signUpUser());
    stackPart('start', 'kafka');

    const probe = new KafkaProbe(Topics.identityUsers);
    await probe.start();
    try {
      for (const u of users) await probe.waitFor((m) => m.key?.toString() === u.id, 60_000);
      // Give a possible duplicate time to show up before counting.
      await new Promise((r) => setTimeout(r, 3000));
      for (const u of users) {
        const ids = probe.messages.filter((m) => m.key?.toString() === u.id).map((m) => fromBinary(EventEnvelopeSchema, m.value!).eventId);
        expect(ids).toHaveLength(1);
      }
    } finally {
      await probe.stop();
    }
  }, 240_000);
});
