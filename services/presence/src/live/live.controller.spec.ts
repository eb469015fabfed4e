import type { Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import { RevokedSessions } from '@overlap/platform';
import { LiveConnections, MAX_STREAMS_PER_USER } from './live-connections.service';
import { HEARTBEAT_MS, LiveController } from './live.controller';

const ANN = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

/** An express Response that records what a live stream wrote. */
class RecordingResponse extends EventEmitter {
  readonly chunks: string[] = [];
  readonly headers: Record<string, string> = {};
  status = 0;
  writableEnded = false;
  destroyed = false;

  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    Object.assign(this.headers, headers);
  }

  flushHeaders() {}

  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }

  end() {
    this.writableEnded = true;
    this.emit('close');
  }

  /** The events written so far as [name, data]. */
  events(): [string, unknown][] {
    return this.chunks
      .filter((c) => c.startsWith('event: '))
      .map((c) => {
        const [name, data] = c.trimEnd().split('\n');
        return [name!.slice('event: '.length), JSON.parse(data!.slice('data: '.length))];
      });
  }
}

const request = () => ({ socket: { setTimeout: jest.fn(), setNoDelay: jest.fn() } }) as unknown as Request;

function open(controller: LiveController, userId: string, expiresAt?: Date, sessionId = `session of ${userId}`, tab?: string) {
  const res = new RecordingResponse();
  controller.open({ userId, sessionId, ...(expiresAt ? { expiresAt } : {}) }, request(), res as unknown as Response, tab);
  return res;
}

describe('live stream', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('answers an unbuffered, uncached event stream that starts with ready and the end of its token', () => {
    const connections = new LiveConnections(new RevokedSessions());
    const res = open(new LiveController(connections), ANN, new Date('2026-11-25T10:15:00Z'));
    expect(res.status).toBe(200);
    expect(res.headers).toEqual({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
    expect(res.events()).toEqual([['ready', { userId: ANN, expiresAt: '2026-11-25T10:15:00.000Z' }]]);
    expect(connections.size).toBe(1);
  });

  it('sends a heartbeat comment and ends the stream when the access token expires', () => {
    const connections = new LiveConnections(new RevokedSessions());
    const res = open(new LiveController(connections), ANN, new Date('2026-11-25T10:01:00Z'));
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(res.chunks.at(-1)).toBe(': ping\n\n');
    jest.advanceTimersByTime(60_000 - HEARTBEAT_MS - 1);
    expect(res.writableEnded).toBe(false);
    jest.advanceTimersByTime(1);
    expect(res.writableEnded).toBe(true);
    expect(connections.size).toBe(0);
  });

  it('delivers to every tab of the user and forgets a tab once it closed', () => {
    const connections = new LiveConnections(new RevokedSessions());
    const controller = new LiveController(connections);
    const [tab1, tab2, other] = [open(controller, ANN), open(controller, ANN), open(controller, BOB)];
    expect(connections.send(ANN, 'membership', { groupId: 'g1' })).toBe(2);
    tab1.emit('close');
    expect(connections.send(ANN, 'membership', { groupId: 'g2' })).toBe(1);
    expect(tab2.events().slice(1)).toEqual([
      ['membership', { groupId: 'g1' }],
      ['membership', { groupId: 'g2' }],
    ]);
    expect(other.events()).toEqual([['ready', { userId: BOB, expiresAt: null }]]);
    expect(connections.isConnected(ANN)).toBe(true);
    tab2.emit('close');
    expect(connections.isConnected(ANN)).toBe(false);
    expect(connections.size).toBe(1);
  });

  it('ends the streams of a session that was signed out, and only those', () => {
    const revoked = new RevokedSessions();
    const connections = new LiveConnections(revoked);
    const controller = new LiveController(connections);
    const [laptop, phone, other] = [open(controller, ANN, undefined, 's-laptop'), open(controller, ANN, undefined, 's-phone'), open(controller, BOB)];
    revoked.revoke(['s-laptop'], Date.now() + 60_000);
    expect([laptop.writableEnded, phone.writableEnded, other.writableEnded]).toEqual([true, false, false]);
    expect(connections.size).toBe(2);
    connections.onModuleDestroy();
    revoked.revoke(['s-phone'], Date.now() + 60_000);
    expect(phone.writableEnded).toBe(false);
  });

  it('ends every stream before the server shuts down, so clients reconnect elsewhere', () => {
    const connections = new LiveConnections(new RevokedSessions());
    const controller = new LiveController(connections);
    const tabs = [open(controller, ANN), open(controller, BOB)];
    connections.beforeApplicationShutdown();
    expect(tabs.map((t) => t.writableEnded)).toEqual([true, true]);
    expect(connections.size).toBe(0);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} tabs of a user: the oldest is told and closed first, other users untouched`, () => {
    const connections = new LiveConnections(new RevokedSessions());
    const controller = new LiveController(connections);
    const bob = open(controller, BOB);
    const tabs = Array.from({ length: MAX_STREAMS_PER_USER }, (_, i) => open(controller, ANN, undefined, 's', `tab-${i}`));
    expect(tabs.some((t) => t.writableEnded)).toBe(false);
    const newest = open(controller, ANN, undefined, 's', 'tab-new');
    expect(tabs[0]!.events().at(-1)).toEqual(['closed', { reason: 'too-many-streams' }]);
    expect(tabs.map((t) => t.writableEnded)).toEqual([true, ...Array<boolean>(MAX_STREAMS_PER_USER - 1).fill(false)]);
    expect([newest.writableEnded, bob.writableEnded]).toEqual([false, false]);
    expect(connections.send(ANN, 'schedule', { userId: ANN })).toBe(MAX_STREAMS_PER_USER);
    open(controller, ANN, undefined, 's', 'tab-newer');
    expect(tabs[1]!.writableEnded).toBe(true);
    expect(connections.size).toBe(MAX_STREAMS_PER_USER + 1);
  });

  it('lets a tab renew its stream at the cap without closing another tab', () => {
    const connections = new LiveConnections(new RevokedSessions());
    const controller = new LiveController(connections);
    const tabs = Array.from({ length: MAX_STREAMS_PER_USER }, (_, i) => open(controller, ANN, undefined, 's', `tab-${i}`));
    const renewal = open(controller, ANN, undefined, 's', 'tab-3');
    expect([...tabs, renewal].some((t) => t.writableEnded)).toBe(false);
    tabs[3]!.end();
    expect(connections.size).toBe(MAX_STREAMS_PER_USER);
    // Streams without a tab id count one each.
    open(controller, ANN);
    expect(tabs[0]!.writableEnded).toBe(true);
  });

  it('keeps at most two streams of one tab id, so repeating it does not get around the cap', () => {
    const connections = new LiveConnections(new RevokedSessions());
    const controller = new LiveController(connections);
    const [first, second, third] = [
      open(controller, ANN, undefined, 's', 'same'),
      open(controller, ANN, undefined, 's', 'same'),
      open(controller, ANN, undefined, 's', 'same'),
    ];
    expect([first.writableEnded, second.writableEnded, third.writableEnded]).toEqual([true, false, false]);
    expect(first.events().at(-1)).toEqual(['closed', { reason: 'too-many-streams' }]);
    expect(connections.size).toBe(2);
  });

  it('refuses a malformed tab id with 400', () => {
    const controller = new LiveController(new LiveConnections(new RevokedSessions()));
    expect(() => open(controller, ANN, undefined, 's', 'no spaces')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => open(controller, ANN, undefined, 's', 'x'.repeat(65))).toThrow(expect.objectContaining({ status: 400 }));
  });
});
