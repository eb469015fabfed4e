import { PresenceStatus } from '@overlap/proto';
import { eventually, signUpUser } from '@overlap/test-support';
import { groupPresenceSeenBy, groupWith, KILEN, leave, presenceDb, presenceSeenBy, PresenceTopic, report, shareOn } from './support/presence-flow';

jest.setTimeout(90_000);

describe('campus presence', () => {
  const topic = new PresenceTopic();
  const mongo = presenceDb();
  beforeAll(() => Promise.all([topic.start(), mongo.connect()]));
  afterAll(() => Promise.all([topic.stop(), mongo.close()]));

  it('shows a report to co-members (by id and in the group) and refuses everyone else', async () => {
    const [ann, bob, eve] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    const on = await shareOn(ann);
    expect(on).toMatchObject({ userId: ann.id, sharingEnabled: true, status: 'unknown', campus: null, keepSharing: false });
    expect(Date.parse(on.sharingEndsAt)).toBeGreaterThan(Date.now());

    const res = await report(ann, KILEN.id, 'on_campus');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ userId: ann.id, sharingEnabled: true, status: 'on_campus', campus: KILEN });
    // The change reaches Kafka through the relay (how soon is the bench's to say, not a test's).
    const event = await topic.waitFor(ann.id, (e) => e.status === PresenceStatus.ON_CAMPUS);
    expect(event).toMatchObject({ sharingEnabled: true, campusId: KILEN.id });

    const seen = await presenceSeenBy(bob, ann.id, (p) => p.status === 'on_campus');
    expect(seen).toEqual(res.body);
    const inGroup = await groupPresenceSeenBy(bob, group.id, (g) => ann.id in g);
    expect(Object.keys(inGroup)).toEqual([ann.id]); // Bob does not share: he is left out.
    expect(inGroup[ann.id]).toMatchObject({ status: 'on_campus', campus: KILEN });

    const stranger = await eve.client.get(`/api/presence/${ann.id}`);
    expect([stranger.status, stranger.body.message]).toEqual([403, 'You can only see the presence of members of your study groups']);
    const outsider = await eve.client.get(`/api/study-groups/${group.id}/presence`);
    expect([outsider.status, outsider.body.message]).toEqual([403, 'You are not a member of this study group']);
    expect((await eve.client.get('/api/study-groups/00000000-0000-4000-8000-000000000000/presence')).status).toBe(403);

    // What is stored is the current state and its time: no coordinates, no history.
    const stored = await mongo
      .db('presence')
      .collection('presence_states')
      .findOne({ _id: ann.id as never });
    expect(Object.keys(stored!).sort()).toEqual([
      '_id',
      'campusId',
      'keepSharing',
      'lastUpdate',
      'pending',
      'sharing',
      'sharingEndsAt',
      'status',
      'unpublished',
      'version',
    ]);
  });

  it('stops showing a group’s members to a student who left it', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    await shareOn(ann);
    await report(ann, KILEN.id, 'on_campus');
    await presenceSeenBy(bob, ann.id, (p) => p.status === 'on_campus');
    expect((await leave(bob, group.id)).status).toBe(200);
    await eventually(async () => {
      const res = await bob.client.get(`/api/presence/${ann.id}`);
      if (res.status !== 403) throw new Error(`still visible: ${res.status}`);
    }, 20_000);
    expect((await bob.client.get(`/api/study-groups/${group.id}/presence`)).status).toBe(403);
  });

  it('refuses coordinates and anything but a campus id and a status', async () => {
    const ann = await signUpUser();
    expect((await report(ann, null, 'off_campus')).status).toBe(409);
    await shareOn(ann);
    for (const body of [
      { campusId: null, status: 'off_campus', latitude: 55.6824, longitude: 12.5262 },
      { campusId: KILEN.id, status: 'on_campus', coords: { latitude: 55.6824, longitude: 12.5262, accuracy: 12 } },
      { latitude: 55.6824, longitude: 12.5262 },
    ]) {
      const res = await ann.client.post('/api/presence/update', body);
      expect([res.status, res.body.message]).toEqual([400, 'Location coordinates are never accepted: send only campusId and status']);
    }
    expect((await ann.client.post('/api/presence/toggle-sharing', { enabled: true, lat: 55.6 })).status).toBe(400);
    const extra = await ann.client.post('/api/presence/update', { campusId: null, status: 'off_campus', note: 'library' });
    expect([extra.status, extra.body.message]).toEqual([400, 'Unknown field: note. Send only campusId and status']);
    expect((await report(ann, null, 'on_campus')).status).toBe(400);
    expect((await report(ann, KILEN.id, 'off_campus')).status).toBe(400);
    expect((await report(ann, KILEN.id, 'away')).status).toBe(400);
    const unknownCampus = await report(ann, 'no-such-campus', 'on_campus');
    expect([unknownCampus.status, unknownCampus.body.message]).toEqual([404, 'Campus not found']);
    expect((await report(ann, null, 'unknown')).body).toMatchObject({ status: 'unknown', campus: null });
  });

  it('turning sharing off removes the state at once, for everyone', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    await shareOn(ann, true);
    expect((await report(ann, KILEN.id, 'on_campus')).body).toMatchObject({ keepSharing: true, sharingEndsAt: null });
    await groupPresenceSeenBy(bob, group.id, (g) => g[ann.id]?.status === 'on_campus');

    const off = await ann.client.post('/api/presence/toggle-sharing', { enabled: false });
    expect(off.body).toEqual({
      userId: ann.id,
      sharingEnabled: false,
      status: 'unknown',
      campus: null,
      lastUpdate: null,
      keepSharing: false,
      sharingEndsAt: null,
    });
    // No waiting: the next read by anyone already has nothing.
    expect((await bob.client.get(`/api/presence/${ann.id}`)).body).toEqual(off.body);
    expect((await bob.client.get(`/api/study-groups/${group.id}/presence`)).body).toEqual({});
    expect((await ann.client.get('/api/presence/me')).body).toEqual(off.body);
    expect((await report(ann, KILEN.id, 'on_campus')).status).toBe(409);
    // Live views learn it from Kafka, and once that is published nothing is left stored.
    expect(await topic.waitFor(ann.id, (e) => !e.sharingEnabled)).toMatchObject({ status: PresenceStatus.UNSPECIFIED, campusId: '' });
    await expect(eventuallyGone(ann.id)).resolves.toBeNull();
  });

  it('ends sharing at the end of the student’s day: an expired state is not shown and takes no reports', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    await shareOn(ann);
    await report(ann, KILEN.id, 'on_campus');
    await groupPresenceSeenBy(bob, group.id, (g) => ann.id in g);
    // The day ended a moment ago (the sweep then removes it; reads do not wait for that).
    await mongo
      .db('presence')
      .collection('presence_states')
      .updateOne({ _id: ann.id as never }, { $set: { sharingEndsAt: new Date(Date.now() - 1000) } });
    expect((await bob.client.get(`/api/presence/${ann.id}`)).body).toMatchObject({ sharingEnabled: false, status: 'unknown', campus: null });
    expect((await bob.client.get(`/api/study-groups/${group.id}/presence`)).body).toEqual({});
    expect((await report(ann, KILEN.id, 'on_campus')).status).toBe(409);
    expect((await shareOn(ann)).status).toBe('unknown');
  });

  async function eventuallyGone(userId: string): Promise<unknown> {
    const states = mongo.db('presence').collection('presence_states');
    const deadline = Date.now() + 10_000;
    let doc = await states.findOne({ _id: userId as never });
    while (doc && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      doc = await states.findOne({ _id: userId as never });
    }
    return doc;
  }
});
