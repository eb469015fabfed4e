const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Random ids of the given size in bytes, never all zero (W3C Trace Context calls those invalid). */
function randomId(size: number): string {
  for (;;) {
    const id = hex(crypto.getRandomValues(new Uint8Array(size)));
    if (/[^0]/.test(id)) return id;
  }
}

/**
 * A W3C `traceparent` that starts a trace for one API call: the gateway continues it, and with
 * it the services and the Kafka consumers the call leads to, so one trace id finds all of it.
 * The browser records no spans of its own (no collector is reachable from it); `01`: sampled.
 */
export function newTraceparent(): string {
  return `00-${randomId(16)}-${randomId(8)}-01`;
}
