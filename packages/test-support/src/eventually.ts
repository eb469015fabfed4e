/**
 * Polls until `check` passes (it throws until then) and returns its value; after `timeoutMs` the
 * last failure is thrown, so a test reports what it last saw rather than a bare timeout.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000, intervalMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
}
