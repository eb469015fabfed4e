/**
 * The event streams (/api/live) this gateway replica is passing through. On shutdown they are
 * ended cleanly, so browsers reconnect to another replica at once instead of the process
 * waiting on them until Kubernetes kills it at the end of the grace period.
 */
export class EventStreams {
  private readonly open = new Set<() => void>();

  /** Registers how to end one stream; returns its release for when the stream closes by itself. */
  add(end: () => void): () => void {
    this.open.add(end);
    return () => this.open.delete(end);
  }

  get size(): number {
    return this.open.size;
  }

  endAll(): void {
    for (const end of [...this.open]) end();
    this.open.clear();
  }

  /** Ends the streams on SIGTERM/SIGINT, before Nest closes the server (which waits on open connections). */
  endOnSignals(): void {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => this.endAll());
  }
}
