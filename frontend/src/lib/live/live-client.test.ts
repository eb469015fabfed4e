import { LiveClient, RENEW_BEFORE_MS, type EventSourceLike } from './live-client';
import type { LiveEvent } from './live-events';

/** Stands in for the browser's EventSource: the test emits events and errors by hand. */
class FakeSource implements EventSourceLike {
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent<string>);
  }

  fail() {
    this.onerror?.(new Event('error'));
  }
}

function setup(now = { ms: Date.parse('2026-11-25T10:00:00Z') }) {
  const sources: FakeSource[] = [];
  const events: LiveEvent[] = [];
  const connected: boolean[] = [];
  const refreshSession = jest.fn(async () => true);
  const client = new LiveClient({
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    refreshSession,
    onEvent: (event) => events.push(event),
    onConnectedChange: (value) => connected.push(value),
    tabId: 'tab-1',
    now: () => now.ms,
    random: () => 1,
  });
  return { client, sources, events, connected, refreshSession, now, last: () => sources[sources.length - 1]! };
}

describe('live client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens /api/live and counts as connected from the ready event on, passing typed events on', () => {
    const { client, sources, events, connected } = setup();
    client.start();
    expect(sources.map((s) => s.url)).toEqual(['/api/live?tab=tab-1']);
    expect(connected).toEqual([]);
    sources[0]!.emit('ready', { userId: 'u1', expiresAt: '2026-11-25T10:15:00Z' });
    sources[0]!.emit('presence', { userId: 'u2', groupIds: ['g1'], presence: null });
    sources[0]!.emit('membership', { groupId: 'g1' });
    sources[0]!.emit('presence', { userId: 'u2' });
    expect(connected).toEqual([true]);
    expect(events).toEqual([
      { type: 'ready', userId: 'u1', expiresAt: '2026-11-25T10:15:00Z' },
      { type: 'presence', userId: 'u2', groupIds: ['g1'] },
      { type: 'membership', groupId: 'g1' },
    ]);
  });

  it('reconnects after a drop with growing backoff, without refreshing a session that is still valid', async () => {
    const { client, sources, connected, refreshSession } = setup();
    client.start();
    sources[0]!.emit('ready', { expiresAt: '2026-11-25T10:15:00Z' });
    sources[0]!.fail();
    expect(sources[0]!.closed).toBe(true);
    expect(connected).toEqual([true, false]);
    await jest.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(2);
    expect(refreshSession).not.toHaveBeenCalled();
    // The second attempt fails before it was ready (as a 401 would): refresh, then wait twice as long.
    sources[1]!.fail();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(sources).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(3);
    sources[2]!.emit('ready', { expiresAt: null });
    expect(connected).toEqual([true, false, true]);
  });

  it('refreshes the session and reconnects at once when the stream ends at the token expiry', async () => {
    const now = { ms: Date.parse('2026-11-25T10:14:58Z') };
    const { client, sources, refreshSession } = setup(now);
    client.start();
    sources[0]!.emit('ready', { expiresAt: '2026-11-25T10:15:00Z' });
    sources[0]!.fail();
    await jest.advanceTimersByTimeAsync(0);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(2);
  });

  it('refreshes at most once a minute while the service stays unreachable', async () => {
    const { client, last, refreshSession } = setup();
    client.start();
    for (let i = 0; i < 4; i++) {
      last().fail();
      await jest.advanceTimersByTimeAsync(30_000);
    }
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('ignores a replaced source and stops for good', async () => {
    const { client, sources, events } = setup();
    client.start();
    sources[0]!.fail();
    sources[0]!.emit('membership', { groupId: 'g1' });
    client.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('opens the next stream before the token expires and closes the current one once the next is ready, with no drop', async () => {
    const { client, sources, events, connected, refreshSession, now } = setup();
    client.start();
    sources[0]!.emit('ready', { userId: 'u1', expiresAt: '2026-11-25T10:15:00Z' });
    const renewAt = 15 * 60_000 - RENEW_BEFORE_MS;
    await jest.advanceTimersByTimeAsync(renewAt - 1);
    expect(sources).toHaveLength(1);
    now.ms += renewAt;
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(2);
    // Until the next one is ready the current one still delivers.
    sources[0]!.emit('membership', { groupId: 'g1' });
    sources[1]!.emit('ready', { userId: 'u1', expiresAt: '2026-11-25T10:30:00Z' });
    expect(sources[0]!.closed).toBe(true);
    sources[0]!.emit('membership', { groupId: 'stale' });
    sources[1]!.emit('membership', { groupId: 'g2' });
    expect(events.map((e) => e.type === 'membership' && e.groupId).filter(Boolean)).toEqual(['g1', 'g2']);
    // One ready passed on (the first): a renewal is no reconnect, so nothing is refetched.
    expect(events.filter((e) => e.type === 'ready')).toHaveLength(1);
    expect(connected).toEqual([true]);
    // The new stream's drop is handled like any other.
    sources[1]!.fail();
    expect(connected).toEqual([true, false]);
  });

  it('keeps the current stream when the renewal cannot get a session, and reconnects when it ends', async () => {
    const { client, sources, refreshSession, now, connected } = setup();
    refreshSession.mockResolvedValueOnce(false);
    client.start();
    sources[0]!.emit('ready', { userId: 'u1', expiresAt: '2026-11-25T10:15:00Z' });
    now.ms += 15 * 60_000 - RENEW_BEFORE_MS;
    await jest.advanceTimersByTimeAsync(15 * 60_000 - RENEW_BEFORE_MS);
    expect(sources).toHaveLength(1);
    now.ms += RENEW_BEFORE_MS;
    sources[0]!.fail();
    expect(connected).toEqual([true, false]);
    await jest.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(2);
  });

  it('stays off after the server closed the stream for a newer tab, until resumed', async () => {
    const { client, sources, connected } = setup();
    client.start();
    sources[0]!.emit('ready', { userId: 'u1', expiresAt: null });
    sources[0]!.emit('closed', { reason: 'too-many-streams' });
    sources[0]!.fail();
    expect(sources[0]!.closed).toBe(true);
    expect(connected).toEqual([true, false]);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(sources).toHaveLength(1);
    client.resume();
    expect(sources).toHaveLength(2);
    sources[1]!.emit('ready', { userId: 'u1', expiresAt: null });
    expect(connected).toEqual([true, false, true]);
    client.resume();
    expect(sources).toHaveLength(2);
  });

  it('does not renew again when the renewed stream expires no later than the one before', async () => {
    const { client, sources, refreshSession, now } = setup();
    client.start();
    sources[0]!.emit('ready', { userId: 'u1', expiresAt: '2026-11-25T10:15:00Z' });
    now.ms += 15 * 60_000 - RENEW_BEFORE_MS;
    await jest.advanceTimersByTimeAsync(15 * 60_000 - RENEW_BEFORE_MS);
    sources[1]!.emit('ready', { userId: 'u1', expiresAt: '2026-11-25T10:15:00Z' });
    await jest.advanceTimersByTimeAsync(RENEW_BEFORE_MS - 1);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(2);
  });
});
