import { parseLiveEvent } from './live-events';

describe('live events', () => {
  it('reads the known events', () => {
    expect(parseLiveEvent('ready', '{}')).toEqual({ type: 'ready', userId: null, expiresAt: null });
    expect(parseLiveEvent('ready', '{"userId":"u1","expiresAt":"2026-11-25T10:15:00.000Z"}')).toEqual({
      type: 'ready',
      userId: 'u1',
      expiresAt: '2026-11-25T10:15:00.000Z',
    });
    expect(parseLiveEvent('presence', '{"userId":"u2","groupIds":["g1","g2"],"presence":{"status":"on_campus"}}')).toEqual({
      type: 'presence',
      userId: 'u2',
      groupIds: ['g1', 'g2'],
    });
    expect(parseLiveEvent('membership', '{"groupId":"g1"}')).toEqual({ type: 'membership', groupId: 'g1' });
    expect(parseLiveEvent('invitation', '{"invitationId":"i1","groupId":"g1","invitedUserId":"u2","change":"sent"}')).toEqual({
      type: 'invitation',
      groupId: 'g1',
      invitedUserId: 'u2',
    });
    expect(parseLiveEvent('schedule', '{"userId":"u2","groupIds":["g1"]}')).toEqual({ type: 'schedule', userId: 'u2', groupIds: ['g1'] });
    expect(parseLiveEvent('closed', '{"reason":"too-many-streams"}')).toEqual({ type: 'closed', reason: 'too-many-streams' });
  });

  it('drops malformed data and names it does not know', () => {
    expect(parseLiveEvent('presence', 'not json')).toBeUndefined();
    expect(parseLiveEvent('presence', '{"userId":"u2","groupIds":"g1"}')).toBeUndefined();
    expect(parseLiveEvent('membership', '[]')).toBeUndefined();
    expect(parseLiveEvent('invitation', '{"id":"i1"}')).toBeUndefined();
    expect(parseLiveEvent('schedule', '{"userId":"u2"}')).toBeUndefined();
    expect(parseLiveEvent('grades', '{"id":"i1"}')).toBeUndefined();
  });
});
