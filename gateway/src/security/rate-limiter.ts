/**
 * Fixed-window counters in memory. Each gateway replica counts on its own, which bounds abuse
 * per replica; a shared store can replace this class behind the same interface.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; returns seconds to wait when over the limit, otherwise 0. */
  hit(key: string): number {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + this.windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    if (this.windows.size > 50_000) this.sweep(t);
    return w.count > this.limit ? Math.max(1, Math.ceil((w.resetAt - t) / 1000)) : 0;
  }

  private sweep(t: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}
