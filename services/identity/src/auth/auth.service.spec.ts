import { DomainError } from '@overlap/platform';
import type { DataSource } from 'typeorm';
import type { SessionsService } from '../sessions/sessions.service';
import type { AttemptThrottle } from '../sign-in-protection/attempt-throttle.service';
import type { UserSettingsRepository } from '../users/user-settings.repository';
import type { UserEvents } from '../users/user.events';
import type { UsersRepository } from '../users/users.repository';
import { AuthService, EMAIL_TAKEN } from './auth.service';

/** A database whose sign-up transaction first fails with the given unique violations, then succeeds. */
function databaseFailing(...constraints: string[]) {
  const failures = [...constraints];
  let transactions = 0;
  const dataSource = {
    transaction: async () => {
      transactions++;
      const constraint = failures.shift();
      if (constraint) throw Object.assign(new Error('duplicate key'), { code: '23505', constraint });
      return { user: { id: 'u1' }, tokens: {} };
    },
  } as unknown as DataSource;
  const throttle = { begin: async () => ({ failed: async () => undefined, succeeded: async () => undefined }) } as unknown as AttemptThrottle;
  const service = new AuthService(dataSource, {} as SessionsService, {} as UserEvents, throttle, {} as UsersRepository, {} as UserSettingsRepository);
  return { service, transactions: () => transactions };
}

describe('sign-up under a race for the same username or e-mail', () => {
  const dto = { email: 'bench.billing.0123abcd.1@uni.test', password: 'correct-horse-42' };

  it('tries another username when a concurrent sign-up took the derived one', async () => {
    const db = databaseFailing('users_username_key', 'users_username_key');
    await expect(db.service.signup(dto, 'ip:1')).resolves.toMatchObject({ user: { id: 'u1' } });
    expect(db.transactions()).toBe(3);
  });

  it('says the e-mail is taken only when the e-mail is', async () => {
    const db = databaseFailing('users_email_key');
    const err = await db.service.signup(dto, 'ip:1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ status: 409, message: EMAIL_TAKEN });
    expect(db.transactions()).toBe(1);
  });
});
