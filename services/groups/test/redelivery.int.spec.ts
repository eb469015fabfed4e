import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { randomUUID } from 'node:crypto';
import { EventEnvelopeSchema, IdentityEventTypes, Topics } from '@overlap/proto';
import { KafkaProbe, OccurrenceFeed, signUpUser } from '@overlap/test-support';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { eventually, groupWith } from './support/groups-flow';

const envelopeOf = (m: KafkaMessage) => fromBinary(EventEnvelopeSchema, m.value!);
/** The same event content under a new event id: only the version check or the tombstone can stop it. */
const asNewEvent = (m: KafkaMessage) => Buffer.from(toBinary(EventEnvelopeSchema, create(EventEnvelopeSchema, { ...envelopeOf(m), eventId: randomUUID() })));
const kafka = new Kafka({
  clientId: 'groups-redelivery-test',
  brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
  logLevel: logLevel.NOTHING,
});

/** Waits until the groups consumer has committed past a message we published. */
async function consumedPast(partition: number, offset: string) {
  const admin = kafka.admin();
  await admin.connect();
  try {
    await eventually(
      async () =>
        (await admin.fetchOffsets({ groupId: 'groups', topics: [Topics.identityUsers] }))[0]!.partitions.find((p) => p.partition === partition)!.offset,
      (committed) => BigInt(committed) > BigInt(offset),
      `the groups consumer past offset ${offset}`,
      30_000,
    );
  } finally {
    await admin.disconnect();
  }
}

describe('identity events delivered again', () => {
  const probe = new KafkaProbe(Topics.identityUsers);
  const feed = new OccurrenceFeed();
  beforeAll(() => probe.start(), 60_000);
  afterAll(async () => {
    await probe.stop();
    await feed.disconnect();
  });

  it('change nothing: replays and stale versions keep the newer name, nothing resurrects a deleted user', async () => {
    const [ann, bob] = await Promise.all([signUpUser({ firstName: 'Ann', lastName: 'Lee' }), signUpUser({ firstName: 'Bob', lastName: 'Berg' })]);
    const group = await groupWith(ann, [bob]);
    const forBob = (type: string) => (m: KafkaMessage) => m.key?.toString() === bob.id && envelopeOf(m).eventType === type;
    const [registered] = await probe.waitFor(forBob(IdentityEventTypes.userRegistered));

    // Bob renames himself (version 2); groups shows the new name.
    await bob.client.put('/api/auth/user', { firstName: 'Robert', lastName: 'Berg', email: bob.email, bio: '' });
    const [updated] = await probe.waitFor(forBob(IdentityEventTypes.userUpdated));
    const nameOfBob = async () => (await ann.client.get(`/api/study-groups/${group.id}`)).body.members.find((m: any) => m.userId === bob.id)?.user.displayName;
    await eventually(nameOfBob, (n) => n === 'Robert Berg', 'the renamed member');

    // The same two envelopes again (already applied), then the old registration as a new event
    // (stale version 1).
    await feed.publish(Topics.identityUsers, bob.id, registered!.value!);
    await feed.publish(Topics.identityUsers, bob.id, updated!.value!);
    const [replayed] = await feed.publish(Topics.identityUsers, bob.id, asNewEvent(registered!));
    await consumedPast(replayed!.partition, replayed!.baseOffset!);
    expect(await nameOfBob()).toBe('Robert Berg');
    expect((await ann.client.get(`/api/study-groups/${group.id}`)).body.memberCount).toBe(2);

    // Bob deletes his account; replaying his registration and deletion changes nothing.
    await bob.client.delete('/api/users/me');
    const [deleted] = await probe.waitFor(forBob(IdentityEventTypes.userDeleted));
    await eventually(
      async () => (await ann.client.get(`/api/study-groups/${group.id}`)).body.memberCount,
      (n) => n === 1,
      'Bob removed',
    );
    await feed.publish(Topics.identityUsers, bob.id, registered!.value!);
    await feed.publish(Topics.identityUsers, bob.id, deleted!.value!);
    const [last] = await feed.publish(Topics.identityUsers, bob.id, asNewEvent(updated!));
    await consumedPast(last!.partition, last!.baseOffset!);
    const after = (await ann.client.get(`/api/study-groups/${group.id}`)).body;
    expect(after.members.map((m: any) => m.userId)).toEqual([ann.id]);
    expect((await ann.client.post(`/api/study-groups/${group.id}/invite`, { invitedUserId: bob.id })).status).toBe(404);
  }, 90_000);
});
