import { Inject, Injectable } from '@nestjs/common';
import { badRequest, LOGGER, Mailer } from '@overlap/platform';
import type pino from 'pino';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hash.rules';
import { hashSecretToken, newSecretToken } from '../sessions/secret-token.rules';
import { SessionsService } from '../sessions/sessions.service';
import { accountSubject, policies } from '../sign-in-protection/attempt-policies.rules';
import { AttemptThrottle } from '../sign-in-protection/attempt-throttle.service';
import { identityConfig } from '../config';
import { displayName } from '../users/user.views';
import { UsersRepository } from '../users/users.repository';
import { resetMail } from './password-reset.mail';
import { PasswordResetsRepository } from './password-resets.repository';

export const RESET_FAILED = 'Failed to reset password';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly mailer: Mailer,
    private readonly throttle: AttemptThrottle,
    @Inject(LOGGER) private readonly logger: pino.Logger,
    private readonly resets: PasswordResetsRepository,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Answers the same whether or not the address is registered; the mail goes out after the
   * response so timing does not reveal it either.
   */
  async request(email: string, address: string): Promise<void> {
    await this.throttle.begin([
      { policy: policies.resetMailAccount, subject: accountSubject(email) },
      { policy: policies.resetMailAddress, subject: address },
    ]);
    setImmediate(() => {
      this.issueAndSend(email).catch((err) => this.logger.error({ err }, 'password reset mail failed'));
    });
  }

  async isValid(token: string): Promise<boolean> {
    return this.resets.isUsable(hashSecretToken(token));
  }

  async reset(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    const user = await this.dataSource.transaction(async (manager) => {
      const row = await this.resets.lockByHash(hashSecretToken(token), manager);
      if (!row || row.usedAt || row.expiresAt <= new Date()) throw badRequest(RESET_FAILED);
      const now = new Date();
      await this.resets.useAll(row.userId, now, manager);
      await this.users.setPassword(row.userId, passwordHash, manager, now);
      await this.sessions.revokeAllForUser(row.userId, manager);
      return this.users.getById(row.userId, manager);
    });
    // The owner proved themselves: a lock-out an attacker caused on their account ends here.
    await this.throttle.clear({ policy: policies.signInAccount, subject: accountSubject(user.email) });
  }

  private async issueAndSend(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = newSecretToken();
    await this.resets.insert(user.id, hashSecretToken(token), new Date(Date.now() + identityConfig.resetTokenTtlSeconds * 1000));
    const link = `${identityConfig.appBaseUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(resetMail(user.email, displayName(user), link, Math.round(identityConfig.resetTokenTtlSeconds / 60)), { userId: user.id });
  }
}
