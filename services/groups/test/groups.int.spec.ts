import { fromBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, GroupDeletedSchema, GroupsEventTypes, LeaveReason, MemberJoinedSchema, MemberLeftSchema, Topics } from '@overlap/proto';
import { KafkaProbe, signUpUser } from '@overlap/test-support';
import { MEMBER_COLORS } from '@overlap/contracts';
import type { KafkaMessage } from 'kafkajs';
import { createGroup, eventually, groupWith, invite, leave } from './support/groups-flow';

const NO_SUCH_GROUP = '00000000-0000-4000-8000-000000000000';

describe('study groups', () => {
  it('creates a group with the caller as first member, trimming and omitting blank texts', async () => {
    const ann = await signUpUser({ firstName: 'Ann', lastName: 'Lee' });
    const res = await ann.client.post('/api/study-groups', { name: '  Macro study  ', description: '   ', courseCode: ' ECON101 ', createdBy: ann.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Macro study', courseCode: 'ECON101', createdBy: ann.id, memberCount: 1, pendingInvitationUserIds: [] });
    expect(res.body).not.toHaveProperty('description');
    expect(res.body.members).toEqual([
      { id: expect.any(String), userId: ann.id, joinedAt: expect.any(String), color: 'blue', user: expect.objectContaining({ id: ann.id }) },
    ]);
    // Names come from identity's events; they arrive shortly after sign-up.
    const listed = await eventually(
      () => ann.client.get(`/api/study-groups/user/${ann.id}`),
      (r) => r.body[0]?.members[0]?.user.displayName === 'Ann Lee',
      'the projected name',
    );
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0].members[0].user).toEqual({
      id: ann.id,
      username: ann.username,
      firstName: 'Ann',
      lastName: 'Lee',
      displayName: 'Ann Lee',
      colorTheme: 'blue',
    });
    expect((await ann.client.get('/api/study-groups/user/me')).body).toEqual(listed.body);
  });

  it.each([
    ['no name', {}, 'Group name is required.'],
    ['a blank name', { name: '   ' }, 'Group name is required.'],
    ['a name that is not text', { name: 42 }, 'Group name is required.'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'Group name must be at most 100 characters.'],
    ['a 501-character description', { name: 'ok', description: 'd'.repeat(501) }, 'Description must be at most 500 characters.'],
    ['a 31-character course code', { name: 'ok', courseCode: 'c'.repeat(31) }, 'Course code must be at most 30 characters.'],
  ])('refuses %s with 400 and stores nothing', async (_label, body, message) => {
    const user = await signUpUser();
    const res = await user.client.post('/api/study-groups', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await user.client.get(`/api/study-groups/user/${user.id}`)).body).toEqual([]);
  });

  it('creates groups only as the caller', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const res = await ann.client.post('/api/study-groups', { name: 'Not mine', createdBy: bob.id });
    expect(res.status).toBe(403);
    expect((await bob.client.get(`/api/study-groups/user/${bob.id}`)).body).toEqual([]);
  });

  it('lets only members read a group, and only the caller list their groups', async () => {
    const [ann, eve] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    expect((await ann.client.get(`/api/study-groups/${group.id}`)).status).toBe(200);
    const peek = await eve.client.get(`/api/study-groups/${group.id}`);
    expect(peek.status).toBe(403);
    expect(peek.body.message).toBe('You are not a member of this study group.');
    expect((await eve.client.get(`/api/study-groups/user/${ann.id}`)).status).toBe(403);
    expect((await eve.client.get(`/api/study-groups/${NO_SUCH_GROUP}`)).status).toBe(404);
    expect((await eve.client.get('/api/study-groups/not-a-uuid')).status).toBe(404);
  });

  it('lets only the creator delete, with the product’s confirmation text', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob], { name: 'Stats club' });
    const refused = await bob.client.delete(`/api/study-groups/${group.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the group creator can delete this study group.');
    const res = await ann.client.delete(`/api/study-groups/${group.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Study group "Stats club" deleted successfully.' });
    expect((await ann.client.get(`/api/study-groups/${group.id}`)).status).toBe(404);
    expect((await bob.client.get(`/api/study-groups/user/${bob.id}`)).body).toEqual([]);
    expect((await ann.client.delete(`/api/study-groups/${group.id}`)).status).toBe(404);
  });

  it('lets a member leave with the product’s text, only for themselves', async () => {
    const [ann, bob, cyd] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob, cyd], { name: 'Finance' });
    // Each member has a colour nobody else in the group has, handed out in palette order (ADR 030).
    expect(group.members.map((m: any) => m.color)).toEqual(['blue', 'orange', 'orchid']);

    const forSomeoneElse = await leave(bob, group.id, cyd.id);
    expect(forSomeoneElse.status).toBe(403);
    const res = await leave(bob, group.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Left study group "Finance" successfully.' });
    const after = (await ann.client.get(`/api/study-groups/${group.id}`)).body;
    expect(after.members.map((m: any) => m.userId)).toEqual([ann.id, cyd.id]);
    // Colours stay with their members.
    expect(after.members.map((m: any) => m.color)).toEqual(['blue', 'orchid']);
    expect((await bob.client.get(`/api/study-groups/${group.id}`)).status).toBe(403);
    expect((await leave(bob, group.id)).status).toBe(403);
  });

  it('gives every member of a group their own colour, keeps it, and hands a freed one to the next who joins', async () => {
    const [owner, ...others] = await Promise.all(Array.from({ length: 13 }, () => signUpUser()));
    const group = await groupWith(owner!, others.slice(0, 11), { name: 'Twelve colours' });
    // Twelve members, twelve colours: the whole palette in its order (the first ones furthest apart).
    expect(group.members.map((m: any) => m.color)).toEqual([...MEMBER_COLORS]);

    expect((await leave(others[1]!, group.id)).status).toBe(200);
    const sent = await invite(owner!.client, group.id, others[11]!.id);
    expect((await others[11]!.client.put(`/api/invitations/${sent.body.id}/respond`, { status: 'accepted' })).status).toBe(200);
    const after = (await owner!.client.get(`/api/study-groups/${group.id}`)).body;
    // Nobody's colour changes; the newcomer takes the one that became free (the leaver's orchid).
    const stayed = group.members.filter((m: any) => m.userId !== others[1]!.id).map((m: any) => [m.userId, m.color]);
    expect(after.members.map((m: any) => [m.userId, m.color])).toEqual([...stayed, [others[11]!.id, 'orchid']]);
  });

  it('hands the group to the longest-standing member when the creator leaves, and deletes it when the last one goes', async () => {
    const [ann, bob, cyd] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob, cyd], { name: 'Hand-over' });
    expect((await leave(ann, group.id)).body).toEqual({ message: 'Left study group "Hand-over" successfully.' });
    const afterAnn = (await bob.client.get(`/api/study-groups/${group.id}`)).body;
    expect(afterAnn.createdBy).toBe(bob.id);
    expect(afterAnn.members.map((m: any) => m.userId)).toEqual([bob.id, cyd.id]);
    // The new owner may now delete; Cyd still may not.
    expect((await cyd.client.delete(`/api/study-groups/${group.id}`)).status).toBe(403);

    expect((await leave(bob, group.id)).status).toBe(200);
    expect((await cyd.client.get(`/api/study-groups/${group.id}`)).body.createdBy).toBe(cyd.id);
    expect((await leave(cyd, group.id)).body).toEqual({ message: 'Left study group "Hand-over" successfully.' });
    expect((await cyd.client.get(`/api/study-groups/${group.id}`)).status).toBe(404);
  });
});

describe('groups.membership.v1 events', () => {
  const probe = new KafkaProbe(Topics.groupsMembership);
  beforeAll(() => probe.start(), 60_000);
  afterAll(() => probe.stop());

  const envelopeOf = (m: KafkaMessage) => fromBinary(EventEnvelopeSchema, m.value!);

  it('publishes joined, left (with the hand-over) and deleted, keyed by group id', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    await leave(ann, group.id);
    await leave(bob, group.id);
    const ofGroup = (type: string) => (m: KafkaMessage) => m.key?.toString() === group.id && envelopeOf(m).eventType === type;

    const joined = await probe.waitFor(ofGroup(GroupsEventTypes.memberJoined));
    await eventually(
      async () => probe.messages.filter(ofGroup(GroupsEventTypes.memberJoined)).length,
      (n) => n === 2,
      'two joins',
    );
    const joins = probe.messages.filter(ofGroup(GroupsEventTypes.memberJoined)).map((m) => fromBinary(MemberJoinedSchema, envelopeOf(m).payload));
    expect(joins.map((j) => j.userId)).toEqual([ann.id, bob.id]);
    expect(joins[0]).toMatchObject({ groupId: group.id, createdBy: ann.id });
    expect(envelopeOf(joined[0]!)).toMatchObject({ producer: 'groups', payloadType: 'overlap.groups.v1.MemberJoined' });

    const deleted = await probe.waitFor(ofGroup(GroupsEventTypes.groupDeleted));
    expect(fromBinary(GroupDeletedSchema, envelopeOf(deleted[0]!).payload)).toMatchObject({ groupId: group.id, memberUserIds: [] });
    const lefts = probe.messages.filter(ofGroup(GroupsEventTypes.memberLeft)).map((m) => fromBinary(MemberLeftSchema, envelopeOf(m).payload));
    expect(lefts.map((l) => [l.userId, l.createdBy, l.reason])).toEqual([
      [ann.id, bob.id, LeaveReason.LEFT],
      [bob.id, '', LeaveReason.LEFT],
    ]);
  });

  it('lists the members in group-deleted when the creator deletes', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    await ann.client.delete(`/api/study-groups/${group.id}`);
    const [deleted] = await probe.waitFor((m) => m.key?.toString() === group.id && envelopeOf(m).eventType === GroupsEventTypes.groupDeleted);
    expect(fromBinary(GroupDeletedSchema, envelopeOf(deleted!).payload).memberUserIds.sort()).toEqual([ann.id, bob.id].sort());
  });
});
