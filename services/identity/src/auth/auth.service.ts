import { Injectable } from '@nestjs/common';
import { conflict, DomainError, unauthorized } from '@overlap/platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserEntity } from '../users/user.entity';
import { UserEvents } from '../users/user.events';
import { UserSettingsRepository } from '../users/user-settings.repository';
import { usernameBase, usernameCandidate } from '../users/username.rules';
import { UsersRepository } from '../users/users.repository';
import type { LoginDto, SignupDto } from './auth.dto';
import { dummyVerify, hashPassword, verifyPassword } from './password-hash.rules';
import { SessionsService, type SessionTokens } from '../sessions/sessions.service';
import { accountSubject, policies } from '../sign-in-protection/attempt-policies.rules';
import { AttemptThrottle } from '../sign-in-protection/attempt-throttle.service';

export const EMAIL_TAKEN = 'An account with this email already exists';
/** The unique constraint PostgreSQL named for users.username (identity's first migration). */
const USERNAME_UNIQUE = 'users_username_key';
export const LOGIN_FAILED = 'Invalid email or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly events: UserEvents,
    private readonly throttle: AttemptThrottle,
    private readonly users: UsersRepository,
    private readonly settings: UserSettingsRepository,
  ) {}

  /** `address` is the client's (addressSubject); a refused sign-up (address taken) counts against it. */
  async signup(dto: SignupDto, address: string): Promise<{ user: UserEntity; tokens: SessionTokens }> {
    const attempt = await this.throttle.begin([{ policy: policies.signUpAddress, subject: address }]);
    const passwordHash = await hashPassword(dto.password);
    const result = await this.create(dto, passwordHash).catch(async (err: unknown) => {
      if (err instanceof DomainError && err.status === 409) await attempt.failed();
      throw err;
    });
    await attempt.succeeded();
    return result;
  }

  /**
   * The attempt counts against the account (across every source) as it starts, and against the
   * client address if it fails; a success clears the account's count (ADR 025). Unknown addresses
   * are counted and locked out alike, so a lock-out says nothing about who is registered.
   */
  async login(dto: LoginDto, address: string): Promise<{ user: UserEntity; tokens: SessionTokens }> {
    const attempt = await this.throttle.begin([
      { policy: policies.signInAccount, subject: accountSubject(dto.email) },
      { policy: policies.signInAddress, subject: address },
    ]);
    const user = await this.users.findByEmail(dto.email);
    const ok = user ? await verifyPassword(user.passwordHash, dto.password) : await dummyVerify(dto.password);
    if (!user || !ok) {
      await attempt.failed();
      throw unauthorized(LOGIN_FAILED);
    }
    await attempt.succeeded();
    return { user, tokens: await this.sessions.start(user.id) };
  }

  private async create(dto: SignupDto, passwordHash: string, attempt = 1): Promise<{ user: UserEntity; tokens: SessionTokens }> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (await this.users.emailTaken(dto.email, manager)) throw conflict(EMAIL_TAKEN);
        const username = await this.uniqueUsername(dto.email, manager);
        const user = await this.users.insert(
          { email: dto.email, username, passwordHash, firstName: dto.firstName ?? '', lastName: dto.lastName ?? '' },
          manager,
        );
        const settings = await this.settings.insertDefaults(user.id, manager);
        await this.events.registered(manager, user, settings.timezone);
        const tokens = await this.sessions.start(user.id, manager);
        return { user, tokens };
      });
    } catch (err) {
      const { code, constraint } = err as { code?: string; constraint?: string };
      // Two sign-ups whose e-mails share the first 24 characters raced for one derived username:
      // the other one's address is not this one's, so pick another username rather than say "taken".
      if (code === '23505' && constraint === USERNAME_UNIQUE && attempt < 5) return this.create(dto, passwordHash, attempt + 1);
      // Two sign-ups racing for one e-mail: the unique index decides.
      if (code === '23505') throw conflict(EMAIL_TAKEN);
      throw err;
    }
  }

  /** The derived username, with a short suffix while the plain one is taken. */
  private async uniqueUsername(email: string, manager: EntityManager): Promise<string> {
    const base = usernameBase(email);
    if (!(await this.users.usernameTaken(base, manager))) return base;
    for (;;) {
      const candidate = usernameCandidate(base);
      if (!(await this.users.usernameTaken(candidate, manager))) return candidate;
    }
  }
}
