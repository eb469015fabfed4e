import { fromBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, Topics } from '@overlap/proto';
import { consumersRunning, KafkaProbe, signUpUser, stackPart } from '@overlap/test-support';
import { appServiceUrls } from '../../../scripts/lib/app-services';

/**
 * Stops the real Kafka broker: runs alone (the "outage" project, in band, after the others).
 */
describe('transactional outbox while Kafka is down', () => {
  // The next outage specs write events at once: every consumer must be back, not in a backoff.
  afterAll(async () => {
    stackPart('start', 'kafka');
    await consumersRunning(appServiceUrls(), Date.now());
  }, 240_000);

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
