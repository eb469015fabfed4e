/**
 * How long each kind of record is kept, in one place (docs/product/privacy.md). The privacy
 * policy and the help page state these figures in every language, and a frontend test holds their
 * texts to this; scripts/test/retention-figures.int.spec.ts holds the code and the chart that
 * enforce them (topic retention, dead letters, event-row pruning, the sign-in counters' sweep) to it.
 */
export const RETENTION = {
  /** Once an account is deleted, its personal data is gone from every system within this many days. */
  deletionDays: 30,
  /**
   * Events on the message log (Kafka's topics, TOPIC_RETENTION_HOURS) and the bookkeeping of sent
   * and handled events (outbox rows, processed-event ids), pruned after the same time.
   */
  eventDays: 7,
  /** Events that could not be handled, parked for a fix and a replay (DEAD_LETTER_RETENTION_HOURS). */
  deadLetterDays: 30,
  /** Counters of failed sign-ins, per digest of the e-mail and per network address. */
  signInFailureDays: 1,
  /** Database backups: the operator keeps none longer (docs/operations/kubernetes.md). */
  backupDays: 30,
  /** Service logs, which never hold e-mail addresses, names or tokens: the operator's log store keeps none longer. */
  logDays: 30,
  /** Bookkeeping records of payments (the Danish Bookkeeping Act): the one exception to deletion. */
  bookkeepingYears: 5,
} as const;
