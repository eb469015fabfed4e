import { tagsToInvalidate } from './live-invalidation';

describe('live invalidation', () => {
  it('refetches presence and groups on a reconnect, nothing on the first ready', () => {
    expect(tagsToInvalidate({ type: 'ready', expiresAt: null }, false)).toEqual([]);
    expect(tagsToInvalidate({ type: 'ready', expiresAt: null }, true)).toEqual(['Presence', 'Groups']);
  });

  it("makes the shared groups' presence and the member's own stale", () => {
    expect(tagsToInvalidate({ type: 'presence', userId: 'u2', groupIds: ['g1', 'g2'] }, true)).toEqual([
      { type: 'Presence', id: 'u2' },
      { type: 'Presence', id: 'g1' },
      { type: 'Presence', id: 'g2' },
    ]);
  });

  it('refetches the groups and that group presence when a membership changed', () => {
    expect(tagsToInvalidate({ type: 'membership', groupId: 'g1' }, false)).toEqual(['Groups', { type: 'Presence', id: 'g1' }]);
  });
});
