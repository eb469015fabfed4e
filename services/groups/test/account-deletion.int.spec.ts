import { ApiClient, OccurrenceFeed, signUpUser } from '@overlap/test-support';
import { createGroup, eventually, groupWith, invite } from './support/groups-flow';

const WEEK = 'week=10&year=2027'; // Monday 8 March 2027

describe('account deletion', () => {
  const feed = new OccurrenceFeed();
  afterAll(() => feed.disconnect());

  it('removes the user from groups, comparisons and invitations; their groups are handed over or deleted', async () => {
    const [ann, bob, cyd, dan] = await Promise.all([signUpUser(), signUpUser(), signUpUser(), signUpUser()]);
    // Bob created a group Ann joined, has a group of his own, is in Ann's group and invited Dan.
    const bobsGroup = await groupWith(bob, [ann], { name: 'Bob’s group' });
    const bobAlone = await createGroup(bob, { name: 'Solo' });
    const annsGroup = await groupWith(ann, [bob], { name: 'Ann’s group' });
    expect((await invite(bob.client, annsGroup.id, dan.id)).status).toBe(201);
    expect((await invite(ann.client, bobsGroup.id, cyd.id)).status).toBe(201);
    await feed.replace(bob.id, [{ start: new Date('2027-03-08T09:00:00Z'), end: new Date('2027-03-08T11:00:00Z'), title: 'Bob’s class' }]);
    await eventually(
      () => ann.client.post(`/api/study-groups/${annsGroup.id}/compare-schedules?${WEEK}`),
      (r) => r.status === 200 && r.body.members[1]?.schedules.length === 1,
      'Bob’s class in the comparison',
    );

    // Bob's access token stays valid for up to 15 minutes after deletion (docs/adr/002).
    const stale = new ApiClient();
    for (const [name, value] of bob.client.cookies) stale.cookies.set(name, value);
    expect((await bob.client.delete('/api/users/me')).status).toBe(200);

    const compared = await eventually(
      () => ann.client.post(`/api/study-groups/${annsGroup.id}/compare-schedules?${WEEK}`),
      (r) => r.status === 200 && r.body.members.length === 1,
      'Bob gone from the comparison',
    );
    expect(compared.body.members[0].user.id).toBe(ann.id);
    expect(compared.body.freeSlots.find((s: any) => s.date === '2027-03-08')).toMatchObject({ startTime: '08:00', endTime: '20:00' });

    const annGroups = (await ann.client.get(`/api/study-groups/user/${ann.id}`)).body;
    const byId = new Map(annGroups.map((g: any) => [g.id, g]));
    expect(byId.get(annsGroup.id)).toMatchObject({ createdBy: ann.id, memberCount: 1 });
    // Ann was the longest-standing remaining member of Bob's group: it is hers now.
    expect(byId.get(bobsGroup.id)).toMatchObject({ createdBy: ann.id, memberCount: 1 });
    // Invitations Bob sent are gone; those others sent into his old group stay.
    expect((await dan.client.get(`/api/invitations/user/${dan.id}`)).body.pending).toEqual([]);
    expect((await cyd.client.get(`/api/invitations/user/${cyd.id}`)).body.pending).toHaveLength(1);
    // His own one-person group is deleted.
    expect((await ann.client.get(`/api/study-groups/${bobAlone.id}`)).status).toBe(404);
    // And he can no longer be invited, nor create anything with his last token.
    const again = await ann.client.post(`/api/study-groups/${annsGroup.id}/invite`, { invitedUserId: bob.id });
    expect(again.status).toBe(404);
    const late = await stale.post('/api/study-groups', { name: 'After deletion' });
    expect(late.status).toBe(401);
    // Deleting the account ends its sessions everywhere (ADR 025), so the token is refused before
    // groups' own 'This account has been deleted.' check is reached.
    expect(late.body.message).toBe('Unauthorized');
    expect((await stale.post(`/api/study-groups/${bobsGroup.id}/invite`, { invitedUserId: dan.id })).status).toBe(401);
  });
});
