import { PresenceStatus } from '@overlap/proto';
import { ApiClient, signUpUser } from '@overlap/test-support';
import { groupPresenceSeenBy, groupWith, KILEN, presenceDb, PresenceTopic, report, shareOn } from './support/presence-flow';

jest.setTimeout(90_000);

describe('account deletion in presence', () => {
  const topic = new PresenceTopic();
  const mongo = presenceDb();
  beforeAll(() => Promise.all([topic.start(), mongo.connect()]));
  afterAll(() => Promise.all([topic.stop(), mongo.close()]));

  it('removes the deleted student’s presence and tells every live view that sharing ended', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    await shareOn(bob, true);
    await report(bob, KILEN.id, 'on_campus');
    await groupPresenceSeenBy(ann, group.id, (g) => g[bob.id]?.status === 'on_campus');
    const states = mongo.db('presence').collection('presence_states');
    expect(await states.findOne({ _id: bob.id as never })).not.toBeNull();

    // Bob's access token stays valid for a few minutes after deletion (docs/adr/002). Presence
    // refuses it even when a request reaches it directly: the platform as a revoked session (401),
    // or presence's users projection as a deleted account (403).
    const stale = new ApiClient(`http://127.0.0.1:${process.env.PRESENCE_PORT ?? 3004}`);
    for (const [name, value] of bob.client.cookies) stale.cookies.set(name, value);
    expect((await bob.client.delete('/api/users/me')).status).toBe(200);

    expect(await topic.waitFor(bob.id, (e) => !e.sharingEnabled)).toMatchObject({ status: PresenceStatus.UNSPECIFIED, campusId: '' });
    await groupPresenceSeenBy(ann, group.id, (g) => !(bob.id in g));
    const deadline = Date.now() + 10_000;
    while ((await states.findOne({ _id: bob.id as never })) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await states.findOne({ _id: bob.id as never })).toBeNull();
    expect(await mongo.db('presence').collection('memberships').countDocuments({ userId: bob.id })).toBe(0);
    // His last token cannot turn sharing on again.
    expect([401, 403]).toContain((await stale.post('/api/presence/toggle-sharing', { enabled: true })).status);
    expect(await states.findOne({ _id: bob.id as never })).toBeNull();
  });
});
