/** Injection token of the service's `ProcessedEventStore`. */
export const PROCESSED_EVENT_STORE = Symbol('PROCESSED_EVENT_STORE');

/**
 * Where a consumer group records the events it applied, so that duplicates, replays and restarts
 * change nothing. `Tx` is what handlers write through (a transaction, where the store has them).
 */
export interface ProcessedEventStore<Tx = unknown> {
  /** Creates what the store needs (indexes); runs before the consumer starts, and again on retry. */
  prepare(): Promise<void>;
  /** Runs `apply` unless `consumerGroup` already applied `eventId`; true when it ran. */
  applyOnce(consumerGroup: string, eventId: string, apply: (tx: Tx) => Promise<void>): Promise<boolean>;
}
