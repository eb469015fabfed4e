import { PresenceStatus } from '@overlap/proto';
import { signUpUser } from '@overlap/test-support';
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

    expect((await bob.client.delete('/api/users/me')).status).toBe(200);

    expect(await topic.waitFor(bob.id, (e) => !e.sharingEnabled)).toMatchObject({ status: PresenceStatus.UNSPECIFIED, campusId: '' });
    await groupPresenceSeenBy(ann, group.id, (g) => !(bob.id in g));
    const deadline = Date.now() + 10_000;
    while ((await states.findOne({ _id: bob.id as never })) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await states.findOne({ _id: bob.id as never })).toBeNull();
    expect(await mongo.db('presence').collection('memberships').countDocuments({ userId: bob.id })).toBe(0);
  });
});
