import { create, type DescMessage, type MessageShape, fromBinary } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { encodeEnvelope } from '@overlap/platform';
import {
  EventEnvelopeSchema,
  GroupDeletedSchema,
  GroupsEventTypes,
  InvitationAnswer,
  InvitationAnsweredSchema,
  InvitationSentSchema,
  InvitationWithdrawnSchema,
  MemberJoinedSchema,
  MemberLeftSchema,
  PresenceChangedSchema,
  PresenceEventTypes,
  PresenceStatus,
  ScheduleChange,
  ScheduleChangedSchema,
  SchedulesEventTypes,
  SessionAnswer,
  SessionChange,
  SessionChangedSchema,
  WithdrawReason,
  type EventEnvelope,
} from '@overlap/proto';
import pino from 'pino';
import type { CampusesRepository } from '../campuses/campuses.repository';
import type { PresenceStateDocument } from '../presence/presence-state.document';
import type { PresenceStatesRepository } from '../presence/presence-states.repository';
import type { MembershipsRepository } from '../projections/memberships.repository';
import { InvitationFanout } from './invitation-fanout.event-handler';
import { LiveAudience } from './live-audience.service';
import type { LiveConnections } from './live-connections.service';
import { MembershipFanout } from './membership-fanout.event-handler';
import { PresenceFanout } from './presence-fanout.event-handler';
import { RecentLeaves } from './recent-leaves.service';
import { ScheduleFanout } from './schedule-fanout.event-handler';
import { SessionFanout } from './session-fanout.event-handler';

const [ANN, BOB, CAY, DAN] = ['a', 'b', 'c', 'd'].map((c) => `00000000-0000-4000-8000-00000000000${c}`) as [string, string, string, string];
const [G1, G2, G3] = ['00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000f2', '00000000-0000-4000-8000-0000000000f3'];

function envelopeOf<Desc extends DescMessage>(eventType: string, schema: Desc, payload: MessageShape<Desc>): EventEnvelope {
  return fromBinary(EventEnvelopeSchema, encodeEnvelope('test', { topic: 't', key: 'k', eventType, schema, payload }).value);
}

/** Connections of the given users; records what was sent to whom. */
function connectionsOf(...connected: string[]) {
  const sent: [string, string, unknown][] = [];
  const connections = {
    size: connected.length,
    isConnected: (userId: string) => connected.includes(userId),
    send: (userId: string, event: string, data: unknown) => {
      if (!connected.includes(userId)) return 0;
      sent.push([userId, event, data]);
      return 1;
    },
  } as unknown as LiveConnections;
  return { connections, sent };
}

/** The memberships projection as group → members. */
function membershipsOf(groups: Record<string, string[]>) {
  return {
    groupsOf: async (userId: string) => Object.keys(groups).filter((g) => groups[g]!.includes(userId)),
    membersOf: async (groupId: string) => groups[groupId] ?? [],
  } as unknown as MembershipsRepository;
}

const KILEN = { _id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School', latitude: 55.6824, longitude: 12.5262, radius: 120 };
const campuses = { find: async (id: string) => (id === KILEN._id ? KILEN : null) } as unknown as CampusesRepository;

function presenceFanout(connected: string[], groups: Record<string, string[]>, state: Partial<PresenceStateDocument> | null, leaves = new RecentLeaves()) {
  const { connections, sent } = connectionsOf(...connected);
  const states = {
    find: async () => (state ? { _id: ANN, sharing: true, keepSharing: false, sharingEndsAt: null, version: 3, ...state } : null),
  } as unknown as PresenceStatesRepository;
  const audience = new LiveAudience(connections, membershipsOf(groups), leaves);
  return { fanout: new PresenceFanout(connections, audience, states, campuses, pino({ level: 'silent' })), sent };
}

const changed = (sharingEnabled: boolean) =>
  envelopeOf(
    PresenceEventTypes.statusChanged,
    PresenceChangedSchema,
    create(PresenceChangedSchema, {
      userId: ANN,
      sharingEnabled,
      status: sharingEnabled ? PresenceStatus.ON_CAMPUS : PresenceStatus.UNSPECIFIED,
      campusId: sharingEnabled ? KILEN._id : '',
      lastUpdate: sharingEnabled ? timestampFromDate(new Date()) : undefined,
      version: 3n,
    }),
  );

describe('presence fan-out', () => {
  const lastUpdate = new Date();
  const onCampus = { status: 'on_campus' as const, campusId: KILEN._id, lastUpdate };

  it('tells each connected co-member, with the groups they share, and the student’s own tabs', async () => {
    const { fanout, sent } = presenceFanout([ANN, BOB, CAY], { [G1]: [ANN, BOB, CAY], [G2]: [ANN, BOB, DAN] }, onCampus);
    await fanout.changed(changed(true));
    const presence = {
      userId: ANN,
      sharingEnabled: true,
      status: 'on_campus',
      campus: { id: KILEN._id, name: 'Kilen', university: 'Copenhagen Business School' },
      lastUpdate: lastUpdate.toISOString(),
      keepSharing: false,
      sharingEndsAt: null,
    };
    expect(sent).toEqual([
      [ANN, 'presence', { userId: ANN, groupIds: [G1, G2], presence }],
      [BOB, 'presence', { userId: ANN, groupIds: [G1, G2], presence }],
      [CAY, 'presence', { userId: ANN, groupIds: [G1], presence }],
    ]);
  });

  it('sends null when sharing ended', async () => {
    const { fanout, sent } = presenceFanout([BOB], { [G1]: [ANN, BOB] }, null);
    await fanout.changed(changed(false));
    expect(sent).toEqual([[BOB, 'presence', { userId: ANN, groupIds: [G1], presence: null }]]);
  });

  it('tells nobody outside the student’s groups', async () => {
    const { fanout, sent } = presenceFanout([DAN], { [G1]: [ANN, BOB] }, onCampus);
    await fanout.changed(changed(true));
    expect(sent).toEqual([]);
  });

  it('leaves out a group as soon as a leave was seen here, before the projection caught up', async () => {
    const leaves = new RecentLeaves();
    leaves.left(G1, BOB);
    const { fanout, sent } = presenceFanout([BOB, CAY], { [G1]: [ANN, BOB, CAY], [G2]: [ANN, BOB] }, onCampus, leaves);
    await fanout.changed(changed(true));
    expect(sent.map(([to, , data]) => [to, (data as { groupIds: string[] }).groupIds])).toEqual([
      [CAY, [G1]],
      [BOB, [G2]],
    ]);
  });
});

describe('membership fan-out', () => {
  const membershipFanout = (connected: string[], groups: Record<string, string[]>, leaves = new RecentLeaves()) => {
    const { connections, sent } = connectionsOf(...connected);
    return { fanout: new MembershipFanout(connections, membershipsOf(groups), leaves, pino({ level: 'silent' })), sent, leaves };
  };

  it('tells the members and the one who left, and remembers the leave', async () => {
    const { fanout, sent, leaves } = membershipFanout([ANN, BOB, DAN], { [G1]: [ANN] });
    await fanout.left(envelopeOf(GroupsEventTypes.memberLeft, MemberLeftSchema, create(MemberLeftSchema, { groupId: G1, userId: BOB })));
    const left = { groupId: G1, change: 'left', userId: BOB };
    expect(sent).toEqual([
      [BOB, 'membership', left],
      [ANN, 'membership', left],
    ]);
    expect(leaves.isGone(G1, BOB)).toBe(true);
  });

  it('tells the group about a newcomer and forgets an earlier leave of theirs', async () => {
    const { fanout, sent, leaves } = membershipFanout([ANN, BOB], { [G1]: [ANN, BOB] });
    leaves.left(G1, BOB);
    await fanout.joined(envelopeOf(GroupsEventTypes.memberJoined, MemberJoinedSchema, create(MemberJoinedSchema, { groupId: G1, userId: BOB })));
    expect(sent.map(([to, , data]) => [to, data])).toEqual([
      [BOB, { groupId: G1, change: 'joined', userId: BOB }],
      [ANN, { groupId: G1, change: 'joined', userId: BOB }],
    ]);
    expect(leaves.isGone(G1, BOB)).toBe(false);
  });

  it('tells the members of a deleted group', async () => {
    const { fanout, sent, leaves } = membershipFanout([ANN, CAY], {});
    await fanout.groupDeleted(
      envelopeOf(GroupsEventTypes.groupDeleted, GroupDeletedSchema, create(GroupDeletedSchema, { groupId: G1, memberUserIds: [ANN, BOB] })),
    );
    expect(sent).toEqual([[ANN, 'membership', { groupId: G1, change: 'deleted', userId: null }]]);
    expect(leaves.isGone(G1, ANN)).toBe(true);
  });
});

describe('invitation fan-out', () => {
  const INVITATION = '00000000-0000-4000-8000-0000000000e1';
  const invitationFanout = (connected: string[], groups: Record<string, string[]>, leaves = new RecentLeaves()) => {
    const { connections, sent } = connectionsOf(...connected);
    const audience = new LiveAudience(connections, membershipsOf(groups), leaves);
    return { fanout: new InvitationFanout(connections, audience, pino({ level: 'silent' })), sent };
  };
  const sentTo = (invitedUserId: string) =>
    envelopeOf(
      GroupsEventTypes.invitationSent,
      InvitationSentSchema,
      create(InvitationSentSchema, { invitationId: INVITATION, groupId: G1, invitedUserId, invitedBy: ANN }),
    );

  it('tells the invitee and the group’s members, and nobody else', async () => {
    const { fanout, sent } = invitationFanout([ANN, BOB, CAY, DAN], { [G1]: [ANN, BOB], [G2]: [DAN] });
    await fanout.sent(sentTo(CAY));
    const invitation = { invitationId: INVITATION, groupId: G1, invitedUserId: CAY, change: 'sent' };
    expect(sent).toEqual([
      [CAY, 'invitation', invitation],
      [ANN, 'invitation', invitation],
      [BOB, 'invitation', invitation],
    ]);
  });

  it('leaves out a member whose leave was seen here', async () => {
    const leaves = new RecentLeaves();
    leaves.left(G1, BOB);
    const { fanout, sent } = invitationFanout([ANN, BOB, CAY], { [G1]: [ANN, BOB] }, leaves);
    await fanout.sent(sentTo(CAY));
    expect(sent.map(([to]) => to)).toEqual([CAY, ANN]);
  });

  it('names the answer and a withdrawal', async () => {
    const { fanout, sent } = invitationFanout([CAY], { [G1]: [ANN] });
    const answered = (answer: InvitationAnswer) =>
      envelopeOf(
        GroupsEventTypes.invitationAnswered,
        InvitationAnsweredSchema,
        create(InvitationAnsweredSchema, { invitationId: INVITATION, groupId: G1, invitedUserId: CAY, answer }),
      );
    await fanout.answered(answered(InvitationAnswer.ACCEPTED));
    await fanout.answered(answered(InvitationAnswer.DECLINED));
    await fanout.answered(answered(InvitationAnswer.UNSPECIFIED));
    await fanout.withdrawn(
      envelopeOf(
        GroupsEventTypes.invitationWithdrawn,
        InvitationWithdrawnSchema,
        create(InvitationWithdrawnSchema, { invitationId: INVITATION, groupId: G1, invitedUserId: CAY, reason: WithdrawReason.GROUP_DELETED }),
      ),
    );
    expect(sent.map(([, , data]) => (data as { change: string }).change)).toEqual(['accepted', 'declined', 'withdrawn']);
  });

  it('skips an event whose ids are not ids', async () => {
    const { fanout, sent } = invitationFanout([CAY], { [G1]: [ANN] });
    await fanout.sent(
      envelopeOf(GroupsEventTypes.invitationSent, InvitationSentSchema, create(InvitationSentSchema, { invitationId: 'x', groupId: G1, invitedUserId: CAY })),
    );
    expect(sent).toEqual([]);
  });
});

describe('study session fan-out', () => {
  const SESSION = '00000000-0000-4000-8000-0000000000f1';
  const sessionEvent = (memberIds: string[], sessionId = SESSION) =>
    envelopeOf(
      GroupsEventTypes.sessionChanged,
      SessionChangedSchema,
      create(SessionChangedSchema, {
        change: SessionChange.ANSWERED,
        session: { sessionId, groupId: G1, title: 'Study session', members: memberIds.map((userId) => ({ userId, answer: SessionAnswer.GOING })) },
      }),
    );
  const sessionFanout = (connected: string[], groups: Record<string, string[]>) => {
    const { connections, sent } = connectionsOf(...connected);
    return {
      fanout: new SessionFanout(connections, new LiveAudience(connections, membershipsOf(groups), new RecentLeaves()), pino({ level: 'silent' })),
      sent,
    };
  };

  it('tells the connected members the session names and the group’s, once each, and nobody else', async () => {
    const { fanout, sent } = sessionFanout([ANN, BOB, CAY, DAN], { [G1]: [ANN, BOB], [G2]: [DAN] });
    await fanout.changed(sessionEvent([ANN, CAY]));
    expect(sent).toEqual([
      [ANN, 'session', { sessionId: SESSION, groupId: G1 }],
      [CAY, 'session', { sessionId: SESSION, groupId: G1 }],
      [BOB, 'session', { sessionId: SESSION, groupId: G1 }],
    ]);
  });

  it('skips a session whose ids are not ids', async () => {
    const { fanout, sent } = sessionFanout([ANN], { [G1]: [ANN] });
    await fanout.booked(sessionEvent([ANN], 'x'));
    expect(sent).toEqual([]);
  });
});

describe('schedule fan-out', () => {
  const changedFor = (userId: string) =>
    envelopeOf(
      SchedulesEventTypes.scheduleChanged,
      ScheduleChangedSchema,
      create(ScheduleChangedSchema, { userId, change: ScheduleChange.SOURCE_SYNCED, changedAt: timestampFromDate(new Date()) }),
    );

  it('tells the student’s own tabs and each connected co-member with the groups they share, nobody else', async () => {
    const { connections, sent } = connectionsOf(ANN, BOB, CAY, DAN);
    const audience = new LiveAudience(connections, membershipsOf({ [G1]: [ANN, BOB, CAY], [G2]: [ANN, BOB], [G3]: [DAN, CAY] }), new RecentLeaves());
    await new ScheduleFanout(connections, audience, pino({ level: 'silent' })).changed(changedFor(ANN));
    expect(sent).toEqual([
      [ANN, 'schedule', { userId: ANN, groupIds: [G1, G2] }],
      [BOB, 'schedule', { userId: ANN, groupIds: [G1, G2] }],
      [CAY, 'schedule', { userId: ANN, groupIds: [G1] }],
    ]);
  });
});
