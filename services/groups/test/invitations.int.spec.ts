import { ApiClient, signUpUser } from '@overlap/test-support';
import { createGroup, eventually, groupWith, invite, pendingInvitationId } from './support/groups-flow';

describe('invitations', () => {
  it('tells a visitor without a session whether accepting needs premium (the local default: no)', async () => {
    const visitor = new ApiClient();
    const policy = await visitor.get('/api/invitations/policy');
    expect(visitor.cookies.size).toBe(0);
    expect(policy.status).toBe(200);
    expect(policy.body).toEqual({ acceptRequiresPremium: false });
  });

  it('sends, lists and accepts an invitation; the invitee joins with their own colour', async () => {
    const [ann, bob] = await Promise.all([signUpUser({ firstName: 'Ann', lastName: 'Lee' }), signUpUser({ firstName: 'Bob', lastName: 'Berg' })]);
    const group = await createGroup(ann, { name: 'Micro', courseCode: 'ECON201' });
    const sent = await invite(ann.client, group.id, bob.id, '  Join us on Tuesdays  ');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ groupId: group.id, invitedUserId: bob.id, invitedBy: ann.id, status: 'pending', message: 'Join us on Tuesdays' });
    expect((await ann.client.get(`/api/study-groups/${group.id}`)).body.pendingInvitationUserIds).toEqual([bob.id]);

    const list = await eventually(
      () => bob.client.get(`/api/invitations/user/${bob.id}`),
      (r) => r.body.pending[0]?.invitedBy.firstName === 'Ann',
      'the inviter’s name',
    );
    expect(list.body).toEqual({
      pending: [
        {
          id: sent.body.id,
          status: 'pending',
          message: 'Join us on Tuesdays',
          createdAt: expect.any(String),
          respondedAt: null,
          group: { id: group.id, name: 'Micro', courseCode: 'ECON201' },
          invitedBy: { id: ann.id, firstName: 'Ann', lastName: 'Lee', username: ann.username, displayName: 'Ann Lee' },
        },
      ],
      previous: [],
      acceptRequiresPremium: false,
      canAccept: true,
    });

    const accepted = await bob.client.put(`/api/invitations/${sent.body.id}/respond`, { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: sent.body.id, status: 'accepted', respondedAt: expect.any(String) });
    const groups = (await bob.client.get(`/api/study-groups/user/${bob.id}`)).body;
    expect(groups.map((g: any) => g.id)).toEqual([group.id]);
    expect(groups[0].members.map((m: any) => [m.userId, m.color])).toEqual([
      [ann.id, 'blue'],
      [bob.id, 'orange'],
    ]);
    expect(groups[0].pendingInvitationUserIds).toEqual([]);
    const after = (await bob.client.get(`/api/invitations/user/${bob.id}`)).body;
    expect(after.pending).toEqual([]);
    expect(after.previous).toEqual([expect.objectContaining({ id: sent.body.id, status: 'accepted', respondedAt: accepted.body.respondedAt })]);
  });

  it('declines, and refuses a second answer with 409', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    const sent = await invite(ann.client, group.id, bob.id, '   ');
    expect(sent.body).not.toHaveProperty('message');
    const declined = await bob.client.put(`/api/invitations/${sent.body.id}/respond`, { status: 'declined' });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('declined');
    const again = await bob.client.put(`/api/invitations/${sent.body.id}/respond`, { status: 'accepted' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This invitation has already been declined.');
    expect((await bob.client.get(`/api/study-groups/user/${bob.id}`)).body).toEqual([]);
    const list = (await bob.client.get(`/api/invitations/user/${bob.id}`)).body;
    expect(list.previous).toEqual([expect.objectContaining({ status: 'declined', respondedAt: declined.body.respondedAt })]);
    // Declined: the user may be invited again.
    expect((await invite(ann.client, group.id, bob.id)).status).toBe(201);
  });

  it('refuses a duplicate pending invitation and inviting a member with 409', async () => {
    const [ann, bob, cyd] = await Promise.all([signUpUser(), signUpUser(), signUpUser({ firstName: 'Cyd', lastName: 'Moss' })]);
    const group = await groupWith(ann, [bob]);
    expect((await invite(ann.client, group.id, cyd.id)).status).toBe(201);
    const duplicate = await bob.client.post(`/api/study-groups/${group.id}/invite`, { invitedUserId: cyd.id });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Cyd Moss already has a pending invitation to this study group.');
    const member = await ann.client.post(`/api/study-groups/${group.id}/invite`, { invitedUserId: bob.id });
    expect(member.status).toBe(409);
    expect(member.body.message).toMatch(/is already a member of this study group\.$/);
    expect((await cyd.client.get(`/api/invitations/user/${cyd.id}`)).body.pending).toHaveLength(1);
  });

  it('settles two simultaneous invitations of the same user: one 201, one 409, never a 500', async () => {
    const [ann, bob, cyd] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    await invite(ann.client, (await createGroup(ann)).id, cyd.id); // now groups knows Cyd
    const group = await groupWith(ann, [bob]);
    const statuses = await Promise.all([
      ann.client.post(`/api/study-groups/${group.id}/invite`, { invitedUserId: cyd.id }),
      bob.client.post(`/api/study-groups/${group.id}/invite`, { invitedUserId: cyd.id }),
    ]);
    expect(statuses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await cyd.client.get(`/api/invitations/user/${cyd.id}`)).body.pending.filter((i: any) => i.group.id === group.id)).toHaveLength(1);
  });

  it('settles an answer racing the group’s deletion without a 500', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    const sent = await invite(ann.client, group.id, bob.id);
    const [answer, deletion] = await Promise.all([
      bob.client.put(`/api/invitations/${sent.body.id}/respond`, { status: 'accepted' }),
      ann.client.delete(`/api/study-groups/${group.id}`),
    ]);
    expect(deletion.status).toBe(200);
    expect([200, 404]).toContain(answer.status);
    expect((await bob.client.get(`/api/study-groups/user/${bob.id}`)).body).toEqual([]);
  });

  it('lets only members invite, and only real users be invited', async () => {
    const [ann, eve, bob] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    await invite(ann.client, group.id, eve.id); // Eve is known to groups now, but only invited.
    const outsider = await eve.client.post(`/api/study-groups/${group.id}/invite`, { invitedUserId: bob.id });
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe('Only members of this study group can invite others.');
    const batchOutsider = await eve.client.post(`/api/study-groups/${group.id}/invitations`, { invitedUserIds: [bob.id] });
    expect(batchOutsider.status).toBe(403);
    const ghost = await ann.client.post(`/api/study-groups/${group.id}/invite`, { invitedUserId: '00000000-0000-4000-8000-000000000001' });
    expect(ghost.status).toBe(404);
    expect(ghost.body.message).toBe('User not found.');
    expect((await ann.client.post('/api/study-groups/00000000-0000-4000-8000-000000000002/invite', { invitedUserId: bob.id })).status).toBe(404);
  });

  it.each([
    ['no user', {}, 'Please select a user to invite.'],
    ['a user id that is not one', { invitedUserId: 'bob' }, 'invitedUserId must be a user id.'],
    ['a 501-character message', { invitedUserId: '00000000-0000-4000-8000-000000000001', message: 'm'.repeat(501) }, 'Message must be at most 500 characters.'],
  ])('refuses an invitation with %s (400)', async (_label, body, message) => {
    const ann = await signUpUser();
    const group = await createGroup(ann);
    const res = await ann.client.post(`/api/study-groups/${group.id}/invite`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('sends a batch all or nothing and answers the count', async () => {
    const [ann, bob, cyd, dan] = await Promise.all([signUpUser(), signUpUser(), signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    await invite(ann.client, group.id, dan.id);
    await eventually(
      () => ann.client.post(`/api/study-groups/${group.id}/invitations`, { invitedUserIds: [bob.id, cyd.id, dan.id] }),
      (r) => r.status === 409,
      'all three users projected',
    );
    // Dan's pending invitation blocked the whole batch: Bob and Cyd got nothing.
    expect((await ann.client.get(`/api/study-groups/${group.id}`)).body.pendingInvitationUserIds).toEqual([dan.id]);

    const res = await ann.client.post(`/api/study-groups/${group.id}/invitations`, { invitedUserIds: [bob.id, cyd.id, bob.id], message: ' Hi! ' });
    expect(res.status).toBe(201);
    expect(res.body.sent).toBe(2);
    expect(res.body.invitations.map((i: any) => [i.invitedUserId, i.message])).toEqual([
      [bob.id, 'Hi!'],
      [cyd.id, 'Hi!'],
    ]);
    const empty = await ann.client.post(`/api/study-groups/${group.id}/invitations`, { invitedUserIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please select at least one user to invite.');
  });

  it('lets only the invitee answer, with a valid status', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    const sent = await invite(ann.client, group.id, bob.id);
    const byInviter = await ann.client.put(`/api/invitations/${sent.body.id}/respond`, { status: 'accepted' });
    expect(byInviter.status).toBe(403);
    expect(byInviter.body.message).toBe('Only the invited user can respond to this invitation.');
    const bad = await bob.client.put(`/api/invitations/${sent.body.id}/respond`, { status: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status must be accepted or declined.');
    expect((await bob.client.put('/api/invitations/not-an-id/respond', { status: 'accepted' })).status).toBe(404);
    expect((await bob.client.get(`/api/invitations/user/${bob.id}`)).body.pending).toHaveLength(1);
  });

  it('shows invitations only to their owner', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    expect((await ann.client.get(`/api/invitations/user/${bob.id}`)).status).toBe(403);
    expect((await ann.client.get('/api/invitations/user/me')).body).toEqual({ pending: [], previous: [], acceptRequiresPremium: false, canAccept: true });
  });

  it('makes invitations to a deleted group disappear', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    const sent = await invite(ann.client, group.id, bob.id);
    await ann.client.delete(`/api/study-groups/${group.id}`);
    expect((await bob.client.get(`/api/invitations/user/${bob.id}`)).body).toEqual({
      pending: [],
      previous: [],
      acceptRequiresPremium: false,
      canAccept: true,
    });
    expect((await bob.client.put(`/api/invitations/${sent.body.id}/respond`, { status: 'accepted' })).status).toBe(404);
    expect(await pendingInvitationId(bob, group.id).catch(() => 'none')).toBe('none');
  });
});
