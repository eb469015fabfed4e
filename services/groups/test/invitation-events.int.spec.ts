import { fromBinary } from '@bufbuild/protobuf';
import {
  EventEnvelopeSchema,
  GroupsEventTypes,
  InvitationAnswer,
  InvitationAnsweredSchema,
  InvitationSentSchema,
  InvitationWithdrawnSchema,
  Topics,
  WithdrawReason,
} from '@overlap/proto';
import { KafkaProbe, signUpUser } from '@overlap/test-support';
import type { KafkaMessage } from 'kafkajs';
import { createGroup, eventually, groupWith, invite, pendingInvitationId } from './support/groups-flow';

jest.setTimeout(60_000);

const envelopeOf = (m: KafkaMessage) => fromBinary(EventEnvelopeSchema, m.value!);

/** The invitation events the live stream is fed from (ADR 021), on groups.membership.v1 keyed by group id. */
describe('invitation events on groups.membership.v1', () => {
  const probe = new KafkaProbe(Topics.groupsMembership);
  beforeAll(() => probe.start(), 60_000);
  afterAll(() => probe.stop());

  const of = (groupId: string, type: string) => (m: KafkaMessage) => m.key?.toString() === groupId && envelopeOf(m).eventType === type;
  /** The group's events of `type`, decoded, once there are `count` of them. */
  const events = async <T>(groupId: string, type: string, decode: (payload: Uint8Array) => T, count = 1): Promise<T[]> => {
    const found = await eventually(
      async () => probe.messages.filter(of(groupId, type)),
      (ms) => ms.length >= count,
      `${count} × ${type}`,
    );
    return found.map((m) => decode(envelopeOf(m).payload));
  };

  it('publishes sent and answered, an acceptance after its member-joined', async () => {
    const [ann, bob, cyd] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    expect((await invite(ann.client, group.id, bob.id)).status).toBe(201);
    expect((await invite(ann.client, group.id, cyd.id)).status).toBe(201);
    const [bobs, cyds] = [await pendingInvitationId(bob, group.id), await pendingInvitationId(cyd, group.id)];
    expect((await bob.client.put(`/api/invitations/${bobs}/respond`, { status: 'accepted' })).status).toBe(200);
    expect((await cyd.client.put(`/api/invitations/${cyds}/respond`, { status: 'declined' })).status).toBe(200);

    const sent = await events(group.id, GroupsEventTypes.invitationSent, (p) => fromBinary(InvitationSentSchema, p), 2);
    expect(sent.map((s) => [s.invitationId, s.invitedUserId, s.invitedBy])).toEqual([
      [bobs, bob.id, ann.id],
      [cyds, cyd.id, ann.id],
    ]);
    const answered = await events(group.id, GroupsEventTypes.invitationAnswered, (p) => fromBinary(InvitationAnsweredSchema, p), 2);
    expect(answered.map((a) => [a.invitationId, a.answer])).toEqual([
      [bobs, InvitationAnswer.ACCEPTED],
      [cyds, InvitationAnswer.DECLINED],
    ]);
    const ofGroup = probe.messages.filter((m) => m.key?.toString() === group.id).map((m) => envelopeOf(m).eventType);
    expect(ofGroup.indexOf(GroupsEventTypes.invitationAnswered)).toBeGreaterThan(ofGroup.lastIndexOf(GroupsEventTypes.memberJoined));
  });

  it('answers a pending invitation as accepted when the invitee joins by link', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    expect((await invite(ann.client, group.id, bob.id)).status).toBe(201);
    const invitationId = await pendingInvitationId(bob, group.id);
    const { token } = (await ann.client.post(`/api/study-groups/${group.id}/join-links`, {})).body;
    expect((await bob.client.post(`/api/join-links/${token}/join`)).body).toEqual({ groupId: group.id, joined: true });
    const [answered] = await events(group.id, GroupsEventTypes.invitationAnswered, (p) => fromBinary(InvitationAnsweredSchema, p));
    expect(answered).toMatchObject({ invitationId, invitedUserId: bob.id, answer: InvitationAnswer.ACCEPTED });
  });

  it('withdraws the pending invitations of a deleted group, and those an account deletion takes away', async () => {
    const [ann, bob, cyd, dan] = await Promise.all([signUpUser(), signUpUser(), signUpUser(), signUpUser()]);
    const doomed = await createGroup(ann);
    expect((await invite(ann.client, doomed.id, bob.id)).status).toBe(201);
    const doomedInvitation = await pendingInvitationId(bob, doomed.id);
    expect((await ann.client.delete(`/api/study-groups/${doomed.id}`)).status).toBe(200);
    const [byDeletion] = await events(doomed.id, GroupsEventTypes.invitationWithdrawn, (p) => fromBinary(InvitationWithdrawnSchema, p));
    expect(byDeletion).toMatchObject({ invitationId: doomedInvitation, invitedUserId: bob.id, reason: WithdrawReason.GROUP_DELETED });

    // Dan, a member of Ann's group, invites Cyd, then deletes his account: the group stays, the invitation goes.
    const kept = await groupWith(ann, [dan]);
    expect((await invite(dan.client, kept.id, cyd.id)).status).toBe(201);
    const cydsInvitation = await pendingInvitationId(cyd, kept.id);
    expect((await dan.client.delete('/api/users/me')).status).toBe(200);
    const [byAccount] = await events(kept.id, GroupsEventTypes.invitationWithdrawn, (p) => fromBinary(InvitationWithdrawnSchema, p));
    expect(byAccount).toMatchObject({ invitationId: cydsInvitation, invitedUserId: cyd.id, reason: WithdrawReason.ACCOUNT_DELETED });
    expect((await cyd.client.get(`/api/invitations/user/${cyd.id}`)).body.pending).toEqual([]);
  });
});
