import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RETENTION } from '../../packages/contracts/src/privacy/retention';
import { DEFAULT_TOPIC_RETENTION_HOURS } from '../../packages/platform/src/pruning/event-retention';
import { DEFAULT_DEAD_LETTER_RETENTION_HOURS } from '../../packages/platform/src/topics/topic-plan';

const ROOT = resolve(__dirname, '..', '..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');

/** The number after `key:` in the chart's values (one such key each). */
function chartValue(key: string): number {
  const match = new RegExp(`^\\s*${key}:\\s*(\\d+)\\s*$`, 'm').exec(read('charts/overlap/values.yaml'));
  if (!match) throw new Error(`${key} not in charts/overlap/values.yaml`);
  return Number(match[1]);
}

/**
 * What the privacy policy and the help page say about retention (their texts are held to
 * RETENTION by frontend/src/features/static-pages/components/retention-texts.test.tsx) is what
 * the code and the chart do.
 */
describe('retention figures', () => {
  it("events and their bookkeeping: the topics' retention, by default and in the chart, which pruning also uses", () => {
    expect(DEFAULT_TOPIC_RETENTION_HOURS).toBe(RETENTION.eventDays * 24);
    expect(chartValue('retentionHours')).toBe(RETENTION.eventDays * 24);
    // The local stack keeps events a shorter time, never a longer one.
    const local = /^TOPIC_RETENTION_HOURS=(\d+)$/m.exec(read('.env'));
    expect(Number(local?.[1])).toBeLessThanOrEqual(RETENTION.eventDays * 24);
  });

  it('dead letters', () => {
    expect(DEFAULT_DEAD_LETTER_RETENTION_HOURS).toBe(RETENTION.deadLetterDays * 24);
    expect(chartValue('deadLetterRetentionHours')).toBe(RETENTION.deadLetterDays * 24);
  });

  it("the sign-in counters' sweep deletes after the stated days", () => {
    expect(read('services/identity/src/sign-in-protection/auth-attempts.repository.ts')).toContain('[RETENTION.signInFailureDays]');
  });

  it('every bounded store is gone within the deletion promise; only bookkeeping is kept longer', () => {
    const { deletionDays, bookkeepingYears, ...bounded } = RETENTION;
    for (const [what, days] of Object.entries(bounded)) expect([what, days <= deletionDays]).toEqual([what, true]);
    expect(bookkeepingYears).toBe(5);
  });

  it('the operations guide asks the operator for the backup and log retention the policy states', () => {
    const guide = read('docs/operations/kubernetes.md');
    expect(guide).toContain(`backups for at most ${RETENTION.backupDays} days`);
    expect(guide).toContain(`logs for at most ${RETENTION.logDays} days`);
  });
});
