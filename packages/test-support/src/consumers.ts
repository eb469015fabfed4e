import { eventually } from './eventually';

interface ConsumersCheck {
  name: string;
  status: 'up' | 'down';
  error?: string;
  detail?: { groups: { group: string; running: boolean; lastFetchAgoMs: number | null }[] };
}

/**
 * Waits until every service at `baseUrls` reports each of its consumer groups joined and fetching
 * since `since` (a broker restart): a consumer that was in a retry backoff when Kafka came back
 * would otherwise miss the events a test writes next.
 */
export async function consumersRunning(baseUrls: string[], since: number, timeoutMs = 120_000): Promise<void> {
  await eventually(
    async () => {
      for (const base of baseUrls) {
        const report = (await (await fetch(`${base}/health/ready`)).json()) as { checks: ConsumersCheck[] };
        const check = report.checks.find((c) => c.name === 'consumers');
        if (!check) throw new Error(`${base} reports no consumers`);
        const now = Date.now();
        const behind = (check.detail?.groups ?? []).filter((g) => !g.running || g.lastFetchAgoMs === null || now - g.lastFetchAgoMs < since);
        if (check.status !== 'up' || behind.length)
          throw new Error(`${base}: ${check.error ?? `not fetching since the restart: ${behind.map((g) => g.group).join(', ')}`}`);
      }
    },
    timeoutMs,
    500,
  );
}
