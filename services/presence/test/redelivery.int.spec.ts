import { fromBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, GroupsEventTypes, MemberJoinedSchema, Topics } from '@overlap/proto';
import { eventually, KafkaProbe, OccurrenceFeed, signUpUser } from '@overlap/test-support';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { groupWith, KILEN, leave, presenceSeenBy, report, shareOn } from './support/presence-flow';

jest.setTimeout(90_000);

const kafka = new Kafka({
  clientId: 'presence-redelivery-test',
  brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
  logLevel: logLevel.NOTHING,
});
const envelopeOf = (m: KafkaMessage) => fromBinary(EventEnvelopeSchema, m.value!);

/** Waits until presence's consumer group has committed past a message we published. */
async function consumedPast(partition: number, offset: string): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    await eventually(async () => {
      const [topic] = await admin.fetchOffsets({ groupId: 'presence', topics: [Topics.groupsMembership] });
      const committed = topic!.partitions.find((p) => p.partition === partition)!.offset;
      if (BigInt(committed) <= BigInt(offset)) throw new Error(`presence committed ${committed}, not past ${offset}`);
    });
  } finally {
    await admin.disconnect();
  }
}

describe('membership events delivered again', () => {
  const probe = new KafkaProbe(Topics.groupsMembership);
  const feed = new OccurrenceFeed();
  beforeAll(() => probe.start(), 60_000);
  afterAll(() => Promise.all([probe.stop(), feed.disconnect()]));

  it('do not let a student who left see the group again', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    await shareOn(ann);
    await report(ann, KILEN.id, 'on_campus');
    await presenceSeenBy(bob, ann.id, (p) => p.status === 'on_campus');
    const [joined] = await probe.waitFor((m) => {
      const envelope = envelopeOf(m);
      return envelope.eventType === GroupsEventTypes.memberJoined && fromBinary(MemberJoinedSchema, envelope.payload).userId === bob.id;
    });

    expect((await leave(bob, group.id)).status).toBe(200);
    await eventually(async () => {
      if ((await bob.client.get(`/api/presence/${ann.id}`)).status !== 403) throw new Error('Bob still sees Ann');
    });

    // Bob's join arrives again, exactly as it was: it was applied once already and changes nothing.
    const [sent] = await feed.publish(Topics.groupsMembership, group.id, joined!.value!, { 'event-type': GroupsEventTypes.memberJoined });
    await consumedPast(sent!.partition, sent!.baseOffset!);
    expect((await bob.client.get(`/api/presence/${ann.id}`)).status).toBe(403);
    expect((await bob.client.get(`/api/study-groups/${group.id}/presence`)).status).toBe(403);
  });
});
