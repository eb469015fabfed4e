import { tagsToInvalidate, type LiveContext } from './live-invalidation';

const ME = 'u1';
const live = (reconnected = true): LiveContext => ({ reconnected, selfId: ME });

describe('live invalidation', () => {
  it('refetches everything the stream keeps fresh on a reconnect, nothing on the first ready', () => {
    expect(tagsToInvalidate({ type: 'ready', userId: ME, expiresAt: null }, live(false))).toEqual([]);
    expect(tagsToInvalidate({ type: 'ready', userId: ME, expiresAt: null }, live())).toEqual([
      'Presence',
      'Groups',
      'Invitations',
      'Events',
      'Feeds',
      'Sessions',
    ]);
  });

  it("makes the shared groups' presence and the member's own stale", () => {
    expect(tagsToInvalidate({ type: 'presence', userId: 'u2', groupIds: ['g1', 'g2'] }, live())).toEqual([
      { type: 'Presence', id: 'u2' },
      { type: 'Presence', id: 'g1' },
      { type: 'Presence', id: 'g2' },
    ]);
  });

  it('refetches the groups and that group presence when a membership changed', () => {
    expect(tagsToInvalidate({ type: 'membership', groupId: 'g1' }, live(false))).toEqual(['Groups', { type: 'Presence', id: 'g1' }]);
  });

  it("refetches the invitee's invitations, and the members' groups (their pending invitations)", () => {
    expect(tagsToInvalidate({ type: 'invitation', groupId: 'g1', invitedUserId: ME }, live())).toEqual(['Invitations']);
    expect(tagsToInvalidate({ type: 'invitation', groupId: 'g1', invitedUserId: 'u2' }, live())).toEqual(['Groups']);
  });

  it("refetches one's own calendar, and only the shared groups' comparisons for a co-member's change; sessions (their clashes) either way", () => {
    expect(tagsToInvalidate({ type: 'schedule', userId: ME, groupIds: ['g1'] }, live())).toEqual(['Events', 'Feeds', 'Sessions']);
    expect(tagsToInvalidate({ type: 'schedule', userId: 'u2', groupIds: ['g1', 'g2'] }, live())).toEqual([
      { type: 'Events', id: 'g1' },
      { type: 'Events', id: 'g2' },
      'Sessions',
    ]);
  });

  it('changes nothing when the stream was closed', () => {
    expect(tagsToInvalidate({ type: 'closed', reason: 'too-many-streams' }, live())).toEqual([]);
  });

  it('makes a group’s sessions stale on a session event', () => {
    expect(tagsToInvalidate({ type: 'session', groupId: 'g1', sessionId: 's1' }, live())).toEqual(['Sessions']);
  });
});
