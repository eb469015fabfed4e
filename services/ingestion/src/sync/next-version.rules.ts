/**
 * The version of a source's next snapshot: newer than the last one recorded, and never below the
 * clock (ms). A snapshot Kafka acknowledged before its sync could record it (a crash, a lease
 * that lapsed) is then never re-used as a version for different occurrences: the next sync
 * publishes a higher one, and schedules, which applies only newer versions, takes it.
 */
export function nextVersion(recorded: number, now: Date = new Date()): number {
  return Math.max(recorded + 1, now.getTime());
}
