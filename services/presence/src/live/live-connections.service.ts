import { BeforeApplicationShutdown, Injectable, OnModuleDestroy } from '@nestjs/common';
import { RevokedSessions } from '@overlap/platform';
import { liveMetrics } from './live.metrics';
import type { LiveEventName, LiveStream } from './live-stream.service';

/**
 * At most this many tabs of one user hold a stream on one replica; the oldest is closed when
 * another opens (ADR 021: a student's phone and laptop with a handful of tabs stay far below it,
 * a script or a tab-restoring browser cannot pile up sockets and fan-out work).
 */
export const MAX_STREAMS_PER_USER = 10;

/** The live streams open on this replica, by user (one per signed-in tab). */
@Injectable()
export class LiveConnections implements OnModuleDestroy, BeforeApplicationShutdown {
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private count = 0;
  private readonly unsubscribe: () => void;

  constructor(revoked: RevokedSessions) {
    liveMetrics.observeOpenStreams(() => this.count);
    // A session that ended (sign-out, password change or reset; ADR 025) stops receiving at once,
    // not only when its access token expires.
    this.unsubscribe = revoked.onRevoked((sessionIds) => this.endSessions(new Set(sessionIds)));
  }

  get size(): number {
    return this.count;
  }

  /** Registers a stream; beyond the cap the user's oldest tab gets `closed` and its stream ends. */
  add(stream: LiveStream): void {
    const streams = this.byUser.get(stream.userId) ?? new Set<LiveStream>();
    if (streams.has(stream)) return;
    // A tab renewing its stream (same tab id) holds two for a moment and counts once; a third
    // closes the oldest of them, so a client repeating one tab id cannot get around the cap.
    const sameTab = stream.tab === undefined ? [] : [...streams].filter((s) => s.tab === stream.tab);
    if (!sameTab.length) this.makeRoom(streams);
    else if (sameTab.length >= 2) this.close(sameTab[0]!);
    streams.add(stream);
    this.byUser.set(stream.userId, streams);
    this.count++;
  }

  remove(stream: LiveStream): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    this.count--;
    if (!streams.size) this.byUser.delete(stream.userId);
  }

  isConnected(userId: string): boolean {
    return this.byUser.has(userId);
  }

  /** Writes the event to every stream of the user here; how many took it. */
  send(userId: string, event: LiveEventName, data: object): number {
    let written = 0;
    for (const stream of this.byUser.get(userId) ?? []) if (stream.send(event, data)) written++;
    liveMetrics.sent(event, written);
    return written;
  }

  /** Closes the oldest tabs (a Set keeps insertion order) until the new one fits under the cap. */
  private makeRoom(streams: Set<LiveStream>): void {
    const tabs = () => new Set([...streams].map((s) => s.tab ?? s)).size;
    while (streams.size && tabs() >= MAX_STREAMS_PER_USER) {
      const oldest = streams.values().next().value!;
      for (const s of [...streams]) if (s === oldest || (oldest.tab !== undefined && s.tab === oldest.tab)) this.close(s);
    }
  }

  private close(stream: LiveStream): void {
    this.remove(stream);
    // Told why, the client stays off (and polls) until its tab is shown again, instead of reconnecting and closing another.
    stream.send('closed', { reason: 'too-many-streams' });
    stream.end();
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  private endSessions(sessionIds: ReadonlySet<string>): void {
    for (const streams of this.byUser.values()) for (const stream of streams) if (sessionIds.has(stream.sessionId)) stream.end();
  }

  /**
   * Finishes every stream before the HTTP server closes, so browsers see an ended stream rather
   * than a cut connection, reconnect to another replica and refetch on its `ready`.
   */
  beforeApplicationShutdown(): void {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.end();
  }
}
