import { fromBinary } from '@bufbuild/protobuf';
import { eventually, KafkaProbe, type SignedUpUser } from '@overlap/test-support';
import { EventEnvelopeSchema, PresenceChangedSchema, Topics, type PresenceChanged } from '@overlap/proto';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { MongoClient } from 'mongodb';

export { groupWith, leave } from '../../../groups/test/support/groups-flow';

export const MONGODB_URL = process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:27017/';

/** A campus every installation is seeded with. */
export const KILEN = { id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School' };

export const shareOn = async (user: SignedUpUser, keepSharing = false) => {
  const res = await user.client.post('/api/presence/toggle-sharing', { enabled: true, keepSharing });
  if (res.status !== 200) throw new Error(`toggle-sharing failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

export const report = (user: SignedUpUser, campusId: string | null, status: string) => user.client.post('/api/presence/update', { campusId, status });

/**
 * What `viewer` reads of `userId`'s presence once it satisfies `ok`: presence learns who is in
 * which group from groups' events, so a fresh group takes a moment to be known.
 */
export function presenceSeenBy(viewer: SignedUpUser, userId: string, ok: (body: any) => boolean = () => true) {
  return eventually(async () => {
    const res = await viewer.client.get(`/api/presence/${userId}`);
    if (res.status !== 200 || !ok(res.body)) throw new Error(`presence of ${userId}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }, 20_000);
}

export function groupPresenceSeenBy(viewer: SignedUpUser, groupId: string, ok: (body: Record<string, any>) => boolean) {
  return eventually(async () => {
    const res = await viewer.client.get(`/api/study-groups/${groupId}/presence`);
    if (res.status !== 200 || !ok(res.body)) throw new Error(`group presence: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  }, 20_000);
}

/** presence.status.v1 as consumers read it. */
export class PresenceTopic {
  private readonly probe = new KafkaProbe(Topics.presenceStatus);
  private readonly decoded: PresenceChanged[] = [];

  /** Starts reading; on a fresh stack nothing was published yet, so the topic is made first. */
  async start(): Promise<void> {
    const admin = new Kafka({
      clientId: 'test-presence-topic',
      brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      await admin.createTopics({ topics: [{ topic: Topics.presenceStatus }], waitForLeaders: true });
    } finally {
      await admin.disconnect();
    }
    await this.probe.start();
  }

  stop = () => this.probe.stop();

  /** The first event about `userId` that satisfies `ok`; polled every 10 ms, so its arrival can be timed. */
  async waitFor(userId: string, ok: (e: PresenceChanged) => boolean, timeoutMs = 20_000): Promise<PresenceChanged> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (const m of this.probe.messages.slice(this.decoded.length)) this.decoded.push(decode(m));
      const hit = this.decoded.find((e) => e.userId === userId && ok(e));
      if (hit) return hit;
      if (Date.now() > deadline) throw new Error(`no matching presence event for ${userId} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

const decode = (m: KafkaMessage): PresenceChanged => fromBinary(PresenceChangedSchema, fromBinary(EventEnvelopeSchema, m.value!).payload);

/** Presence's own database, to check what is (not) stored. */
export const presenceDb = () => new MongoClient(MONGODB_URL);
