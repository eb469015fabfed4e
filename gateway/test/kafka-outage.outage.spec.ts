import { fromBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, GroupsEventTypes, IdentityEventTypes, Topics } from '@overlap/proto';
import {
  consumersRunning,
  eventually,
  GATEWAY_URL,
  KafkaProbe,
  signUpUser,
  stackPart,
  weekAhead,
  type ApiResponse,
  type SignedUpUser,
} from '@overlap/test-support';
import type { KafkaMessage } from 'kafkajs';
import { appServiceUrls } from '../../scripts/lib/app-services';

/**
 * Stops the real Kafka broker under the whole app (issue 20, ADR 027): runs alone (the "outage"
 * project, in band, after the others) and leaves Kafka running. While it is down, pages and reads
 * answer and every service stays ready; writes are accepted, and once Kafka is back their events
 * reach the consumers — each exactly once.
 */
describe('the app while Kafka is down', () => {
  afterAll(async () => {
    stackPart('start', 'kafka');
    // The next outage specs write events at once: every consumer must be back, not in a backoff.
    await consumersRunning(appServiceUrls(), Date.now());
  }, 240_000);

  const expectStatus = <T>(res: ApiResponse<T>, status: number) => {
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  };
  const eventTypes = (messages: KafkaMessage[], key: string) =>
    messages.filter((m) => m.key?.toString() === key).map((m) => m.headers?.['event-type']?.toString());
  const eventIds = (messages: KafkaMessage[], key: string) =>
    messages.filter((m) => m.key?.toString() === key).map((m) => fromBinary(EventEnvelopeSchema, m.value!).eventId);

  it('serves pages and reads, accepts writes, and delivers them to the consumers once Kafka is back, none lost or doubled', async () => {
    const ann = await signUpUser({ firstName: 'Ann', lastName: 'Outage' });
    const before = expectStatus(await ann.client.post('/api/study-groups', { name: 'Before the outage', createdBy: ann.id }), 201);
    // Ann is in groups' users projection before the broker goes.
    await eventually(async () => {
      const listed = expectStatus(await ann.client.get('/api/study-groups/user/me'), 200);
      expect(listed[0].members[0].user.displayName).toBe('Ann Outage');
    }, 30_000);
    const { week, year } = weekAhead(0);

    stackPart('stop', 'kafka');
    let bob: SignedUpUser;
    let during: { id: string };
    try {
      // Pages: the frontend through the gateway, its entry and a client-side route.
      for (const path of ['/', '/study-groups']) {
        const page = await fetch(`${GATEWAY_URL}${path}`);
        expect([path, page.status, page.headers.get('content-type')]).toEqual([path, 200, expect.stringContaining('text/html')]);
        expect(await page.text()).toMatch(/<div id="root">/);
      }
      // Every service stays in its Service: ready, Kafka reported down.
      for (const base of [GATEWAY_URL, ...appServiceUrls()]) {
        const ready = await fetch(`${base}/health/ready`);
        expect([base, ready.status]).toEqual([base, 200]);
      }
      // Reads: the week view and the group list.
      expect(expectStatus(await ann.client.get(`/api/events?week=${week}&year=${year}&userId=me`), 200)).toMatchObject({ week, year, events: [] });
      expect(expectStatus(await ann.client.get('/api/study-groups/user/me'), 200).map((g: { id: string }) => g.id)).toEqual([before.id]);

      // Writes: a sign-up, a profile change, a new group.
      bob = await signUpUser({ firstName: 'Bob', lastName: 'Outage' });
      expectStatus(await ann.client.put('/api/auth/user', { firstName: 'Annika', lastName: 'Outage', email: ann.email }), 200);
      during = expectStatus(await ann.client.post('/api/study-groups', { name: 'Written while Kafka was down', createdBy: ann.id }), 201);
    } finally {
      stackPart('start', 'kafka');
    }
    await consumersRunning(appServiceUrls(), Date.now());

    // groups' users projection learns of Bob (an invitation to him is accepted) and of Ann's new name.
    await eventually(async () => {
      expectStatus(await ann.client.post(`/api/study-groups/${during.id}/invite`, { invitedUserId: bob.id }), 201);
    }, 60_000);
    await eventually(async () => {
      const group = expectStatus(await ann.client.get(`/api/study-groups/${during.id}`), 200);
      expect(group.members[0].user.displayName).toBe('Annika Outage');
    }, 60_000);
    // presence's membership projection learns of the group written during the outage.
    await eventually(async () => expectStatus(await ann.client.get(`/api/study-groups/${during.id}/presence`), 200), 60_000);

    // Each event reached its topic exactly once.
    const users = new KafkaProbe(Topics.identityUsers);
    const membership = new KafkaProbe(Topics.groupsMembership);
    await Promise.all([users.start(), membership.start()]);
    try {
      await users.waitFor((m) => m.key?.toString() === bob!.id, 60_000);
      await membership.waitFor((m) => m.key?.toString() === during!.id, 60_000);
      // Give a possible duplicate time to arrive before counting.
      await new Promise((r) => setTimeout(r, 3000));
      expect(eventTypes(users.messages, bob!.id)).toEqual([IdentityEventTypes.userRegistered]);
      expect(eventTypes(users.messages, ann.id)).toEqual([IdentityEventTypes.userRegistered, IdentityEventTypes.userUpdated]);
      // The group made during the outage, then Ann's invitation to Bob once Kafka was back.
      expect(eventTypes(membership.messages, during!.id)).toEqual([GroupsEventTypes.memberJoined, GroupsEventTypes.invitationSent]);
      for (const key of [bob!.id, ann.id, during!.id]) {
        const ids = [...eventIds(users.messages, key), ...eventIds(membership.messages, key)];
        expect(new Set(ids).size).toBe(ids.length);
      }
    } finally {
      await Promise.all([users.stop(), membership.stop()]);
    }
  }, 300_000);
});
