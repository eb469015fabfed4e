import { Injectable } from '@nestjs/common';

type Listener = (sessionIds: readonly string[]) => void;

/**
 * Sessions that identity ended while their access tokens may still be unexpired (ADR 025). Every
 * process keeps them in memory, fed from identity.sessions.v1, and refuses those tokens; an entry
 * is forgotten once no token of its session can be valid any more.
 */
@Injectable()
export class RevokedSessions {
  private readonly until = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private forgotAt = 0;

  revoke(sessionIds: readonly string[], tokensExpireBy: number, now = Date.now()): void {
    if (tokensExpireBy <= now) return;
    for (const id of sessionIds) this.until.set(id, Math.max(tokensExpireBy, this.until.get(id) ?? 0));
    this.forgetExpired(now);
    for (const listener of this.listeners) listener(sessionIds);
  }

  isRevoked(sessionId: string, now = Date.now()): boolean {
    const until = this.until.get(sessionId);
    return until !== undefined && until > now;
  }

  /** Called with the ids of every revocation from now on (e.g. to end a session's open event streams); returns the unsubscribe. */
  onRevoked(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.until.size;
  }

  /** At most once a minute: a burst of sign-outs must not scan the whole map each time. */
  private forgetExpired(now: number) {
    if (now - this.forgotAt < 60_000) return;
    this.forgotAt = now;
    for (const [id, until] of this.until) if (until <= now) this.until.delete(id);
  }
}
