/** Polls until `attempt` yields a value; a bench's set-up waits for events to travel through Kafka. */
export async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`bench set-up: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
