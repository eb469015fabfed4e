/**
 * kafkajs 2.2.4 (its last release) re-arms a timer of its broker request queue whether or not a
 * request waits: with nothing queued and no throttling the delay comes out negative, which Node
 * runs after 1 ms — a 1 ms wake-up loop per broker connection (tulios/kafkajs#1556, #1704, and the
 * TimeoutNegativeWarning of #1751), ~3 % of a core per idle service here. The check has nothing to
 * do then: a request that has to wait schedules it again when it is queued.
 */
interface RequestQueueLike {
  pending: unknown[];
  throttledUntil: number;
  scheduleCheckPendingRequests(): void;
}

const PATCHED = Symbol.for('overlap.kafkajs.requestQueueIdleFix');

/** Wraps the queue's check scheduling once per process (every `createKafka` calls this). */
export function applyRequestQueueIdleFix(): void {
  // Not part of kafkajs' typed API; the version is pinned in package.json.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const proto = (require('kafkajs/src/network/requestQueue') as { prototype: RequestQueueLike & { [PATCHED]?: true } }).prototype;
  if (proto[PATCHED]) return;
  const schedule = proto.scheduleCheckPendingRequests;
  proto.scheduleCheckPendingRequests = function (this: RequestQueueLike) {
    if (this.pending.length === 0 && this.throttledUntil <= Date.now()) return;
    schedule.call(this);
  };
  proto[PATCHED] = true;
}
