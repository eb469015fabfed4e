import { ApiClient, signUpUser } from '@overlap/test-support';
import { createDataSource, DomainError, OutboxWriter } from '@overlap/platform';
import type { DataSource } from 'typeorm';
import { Entitlements } from '../src/entitlements/entitlements.service';
import { GroupMemberEntity } from '../src/groups/group-member.entity';
import { InvitationEntity } from '../src/groups/invitation.entity';
import { InvitationEvents } from '../src/groups/invitation.events';
import { Membership } from '../src/groups/membership.service';
import { MembershipEvents } from '../src/groups/membership.events';
import { StudyGroupEntity } from '../src/groups/study-group.entity';
import { JoinLinkEntity } from '../src/join-links/join-link.entity';
import { JoinLinksService } from '../src/join-links/join-links.service';
import { SessionMembership } from '../src/sessions/session-membership.service';
import { SessionClashesRepository } from '../src/sessions/session-clashes.repository';
import { SessionRemindersRepository } from '../src/sessions/session-reminders.repository';
import { StudySessionAnswerEntity, StudySessionEntity } from '../src/sessions/study-session.entity';
import { StudySessionEvents } from '../src/sessions/study-session.events';
import { StudySessionsRepository } from '../src/sessions/study-sessions.repository';
import { createGroup, eventually, groupWith, invite } from './support/groups-flow';

jest.setTimeout(30_000);

const createLink = (user: { client: ApiClient }, groupId: string, body: Record<string, unknown> = {}) =>
  user.client.post(`/api/study-groups/${groupId}/join-links`, body);
const tokenOf = (path: string) => path.replace('/join/', '');

let db: DataSource;
beforeAll(async () => {
  db = await createDataSource({
    service: 'groups',
    entities: [StudyGroupEntity, GroupMemberEntity, InvitationEntity, JoinLinkEntity, StudySessionEntity, StudySessionAnswerEntity],
    migrations: [],
  }).initialize();
});
afterAll(() => db.destroy());

describe('group join links', () => {
  it('a member creates a link that lasts 7 days; its token is stored only as a hash', async () => {
    const ann = await signUpUser({ firstName: 'Ann', lastName: 'Lee' });
    const group = await createGroup(ann, { name: 'Macro', courseCode: 'ECON101' });
    // The creator's name comes from groups' users projection, fed by identity's events.
    await eventually(
      () => ann.client.get(`/api/study-groups/${group.id}`),
      (res) => res.body.members?.[0]?.user?.firstName === 'Ann',
      "Ann's profile in the groups projection",
    );
    const before = Date.now();
    const created = await createLink(ann, group.id);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      groupId: group.id,
      createdBy: ann.id,
      createdByName: 'Ann Lee',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      path: `/join/${created.body.token}`,
    });
    const days = (Date.parse(created.body.expiresAt) - Date.parse(created.body.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    expect(Date.parse(created.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const stored: { token_hash: string }[] = await db.query('SELECT token_hash FROM group_join_links WHERE id = $1', [created.body.id]);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.body.token);

    const listed = await ann.client.get(`/api/study-groups/${group.id}/join-links`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: created.body.id,
        groupId: group.id,
        createdBy: ann.id,
        createdByName: 'Ann Lee',
        createdAt: created.body.createdAt,
        expiresAt: created.body.expiresAt,
      },
    ]);

    const custom = await createLink(ann, group.id, { expiresInDays: 30 });
    expect((Date.parse(custom.body.expiresAt) - Date.parse(custom.body.createdAt)) / 86_400_000).toBe(30);
    expect(custom.body.token).not.toBe(created.body.token);
  });

  it('someone with the link sees the group, joins, and joining again changes nothing', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann, { name: 'Micro', courseCode: 'ECON201', description: 'Tuesdays' });
    const token = tokenOf((await createLink(ann, group.id)).body.path);

    const preview = await bob.client.get(`/api/join-links/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      group: { id: group.id, name: 'Micro', courseCode: 'ECON201', description: 'Tuesdays', memberCount: 1 },
      expiresAt: expect.any(String),
      alreadyMember: false,
      acceptRequiresPremium: false,
      canJoin: true,
    });

    const joined = await bob.client.post(`/api/join-links/${token}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ groupId: group.id, joined: true });
    const members = (await bob.client.get(`/api/study-groups/${group.id}`)).body.members;
    expect(members.map((m: any) => m.userId)).toEqual([ann.id, bob.id]);

    expect((await bob.client.post(`/api/join-links/${token}/join`)).body).toEqual({ groupId: group.id, joined: false });
    expect((await bob.client.get(`/api/join-links/${token}`)).body).toMatchObject({ alreadyMember: true, group: { memberCount: 2 } });
    expect((await bob.client.get(`/api/study-groups/${group.id}`)).body.memberCount).toBe(2);
  });

  it('joining by link answers a pending invitation to the same group as accepted', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    const sent = await invite(ann.client, group.id, bob.id);
    expect(sent.status).toBe(201);
    const token = tokenOf((await createLink(ann, group.id)).body.path);
    expect((await bob.client.post(`/api/join-links/${token}/join`)).status).toBe(200);
    const invitations = (await bob.client.get(`/api/invitations/user/${bob.id}`)).body;
    expect(invitations.pending).toEqual([]);
    expect(invitations.previous).toEqual([expect.objectContaining({ id: sent.body.id, status: 'accepted', respondedAt: expect.any(String) })]);
  });

  it('any member may revoke any link; a revoked link is 410 with a clear message and leaves the list', async () => {
    const [ann, bob, cyd] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    const link = (await createLink(ann, group.id)).body;

    const revoked = await bob.client.request('DELETE', `/api/study-groups/${group.id}/join-links/${link.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: 'Join link turned off.' });
    expect((await bob.client.request('DELETE', `/api/study-groups/${group.id}/join-links/${link.id}`)).status).toBe(200);
    expect((await ann.client.get(`/api/study-groups/${group.id}/join-links`)).body).toEqual([]);

    for (const res of [await cyd.client.get(`/api/join-links/${link.token}`), await cyd.client.post(`/api/join-links/${link.token}/join`)]) {
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({
        code: 'join_link_revoked',
        message: 'This join link was turned off by a member of the group. Ask a member for a new one.',
      });
    }
    expect((await cyd.client.get(`/api/study-groups/user/${cyd.id}`)).body).toEqual([]);
  });

  it('an expired link is 410 and no longer listed', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    const link = (await createLink(ann, group.id)).body;
    await db.query(`UPDATE group_join_links SET created_at = now() - interval '8 days', expires_at = now() - interval '1 day' WHERE id = $1`, [link.id]);

    for (const res of [await bob.client.get(`/api/join-links/${link.token}`), await bob.client.post(`/api/join-links/${link.token}/join`)]) {
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({ code: 'join_link_expired', message: 'This join link has expired. Ask a member of the group for a new one.' });
    }
    expect((await ann.client.get(`/api/study-groups/${group.id}/join-links`)).body).toEqual([]);
    expect((await bob.client.get(`/api/study-groups/user/${bob.id}`)).body).toEqual([]);
  });

  it('a non-member may not create, list or revoke a group’s links (403); an unknown group is 404', async () => {
    const [ann, eve] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    const link = (await createLink(ann, group.id)).body;
    for (const res of [
      await createLink(eve, group.id),
      await eve.client.get(`/api/study-groups/${group.id}/join-links`),
      await eve.client.request('DELETE', `/api/study-groups/${group.id}/join-links/${link.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You are not a member of this study group.');
    }
    expect((await ann.client.get(`/api/study-groups/${group.id}/join-links`)).body).toHaveLength(1);
    expect((await createLink(ann, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await createLink(ann, 'not-a-group')).status).toBe(404);
    // A link id of another group is not this group's.
    const other = await createGroup(ann);
    expect((await ann.client.request('DELETE', `/api/study-groups/${other.id}/join-links/${link.id}`)).status).toBe(404);
  });

  it('bad tokens are 404 with a clear message, never a server error', async () => {
    const bob = await signUpUser();
    const tokens = ['x', 'a'.repeat(43), 'a'.repeat(44), '%E2%80%AE' + 'a'.repeat(40), encodeURIComponent("'; DROP TABLE group_join_links; --")];
    for (const token of tokens) {
      for (const res of [await bob.client.get(`/api/join-links/${token}`), await bob.client.post(`/api/join-links/${token}/join`)]) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({
          code: 'join_link_not_found',
          message: 'This join link does not exist. Check that you copied all of it, or ask a member of the group for a new one.',
        });
      }
    }
  });

  it('needs a session: a visitor gets 401 at the gateway', async () => {
    const ann = await signUpUser();
    const group = await createGroup(ann);
    const { token } = (await createLink(ann, group.id)).body;
    const visitor = new ApiClient();
    expect((await visitor.get(`/api/join-links/${token}`)).status).toBe(401);
    expect((await visitor.post(`/api/join-links/${token}/join`)).status).toBe(401);
  });

  it('the links a deleted account made go with it; the other members’ links stay', async () => {
    const [ann, bob, cyd] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    const bobs = (await createLink(bob, group.id)).body;
    const anns = (await createLink(ann, group.id)).body;
    expect((await bob.client.delete('/api/users/me')).status).toBe(200);
    const links = await eventually(
      () => ann.client.get(`/api/study-groups/${group.id}/join-links`),
      (r) => r.body.length === 1,
      'Bob’s link gone',
    );
    expect(links.body.map((l: any) => l.id)).toEqual([anns.id]);
    expect((await cyd.client.get(`/api/join-links/${bobs.token}`)).status).toBe(404);
    expect((await cyd.client.get(`/api/join-links/${anns.token}`)).status).toBe(200);
  });

  it('a link dies with its group', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    const { token } = (await createLink(ann, group.id)).body;
    expect((await ann.client.request('DELETE', `/api/study-groups/${group.id}`)).status).toBe(200);
    expect((await bob.client.get(`/api/join-links/${token}`)).status).toBe(404);
  });

  it('with INVITATIONS_REQUIRE_PREMIUM on, joining follows billing’s entitlement like accepting an invitation', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    const { token } = (await createLink(ann, group.id)).body;
    // The service as groups runs it, over the same database, with the operator setting on.
    const outbox = new OutboxWriter('groups');
    const invitationEvents = new InvitationEvents(outbox);
    const links = new JoinLinksService(
      db,
      new Membership(new MembershipEvents(outbox), invitationEvents, [
        new SessionMembership(new StudySessionsRepository(), new StudySessionEvents(outbox), new SessionRemindersRepository(), new SessionClashesRepository()),
      ]),
      new Entitlements(db, true),
      invitationEvents,
    );

    await expect(links.preview(bob.id, token)).resolves.toMatchObject({ acceptRequiresPremium: true, canJoin: false });
    const refused = await links.join(bob.id, token).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 403, code: 'subscription_required' });
    expect((await bob.client.get(`/api/study-groups/user/${bob.id}`)).body).toEqual([]);

    await db.query(
      `INSERT INTO user_entitlements (user_id, status, promo_until, version) VALUES ($1, 'trialing', NULL, 1)
       ON CONFLICT (user_id) DO UPDATE SET status = 'trialing'`,
      [bob.id],
    );
    await expect(links.preview(bob.id, token)).resolves.toMatchObject({ canJoin: true });
    await expect(links.join(bob.id, token)).resolves.toEqual({ groupId: group.id, joined: true });
    expect((await bob.client.get(`/api/study-groups/user/${bob.id}`)).body.map((g: any) => g.id)).toEqual([group.id]);
  });
});
