import { randomUUID } from 'node:crypto';
import { RETENTION } from '@overlap/contracts';
import { createDataSource } from '@overlap/platform';
import type { DataSource } from 'typeorm';
import { AuthAttemptsRepository } from '../src/sign-in-protection/auth-attempts.repository';

const HOUR = 3_600_000;

/** Failed-sign-in counters live as long as the privacy policy says (RETENTION.signInFailureDays), on identity's database. */
describe('the sweep of sign-in counters', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = await createDataSource({ service: 'identity', entities: [], migrations: [] }).initialize();
  });
  afterAll(() => db.destroy());

  it('deletes counters whose window began longer ago than the stated days, unless still locked, and keeps the rest', async () => {
    const scope = `test-sweep-${randomUUID()}`;
    const days = RETENTION.signInFailureDays * 24 * HOUR;
    const rows: [string, Date, Date | null][] = [
      ['old', new Date(Date.now() - days - HOUR), null],
      ['old-but-locked', new Date(Date.now() - days - HOUR), new Date(Date.now() + HOUR)],
      ['recent', new Date(Date.now() - days + HOUR), null],
    ];
    for (const [subject, started, locked] of rows)
      await db.query(`INSERT INTO auth_attempts (scope, subject, failures, window_started_at, locked_until) VALUES ($1, $2, 3, $3, $4)`, [
        scope,
        subject,
        started,
        locked,
      ]);
    await new AuthAttemptsRepository(db).deleteExpired();
    const left: { subject: string }[] = await db.query(`SELECT subject FROM auth_attempts WHERE scope = $1 ORDER BY subject`, [scope]);
    expect(left.map((r) => r.subject)).toEqual(['old-but-locked', 'recent']);
    await db.query(`DELETE FROM auth_attempts WHERE scope = $1`, [scope]);
  });
});
