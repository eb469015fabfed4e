import { Injectable } from '@nestjs/common';
import { badRequest, unauthorized } from '@overlap/platform';
import { DataSource } from 'typeorm';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';
import { hashPassword, verifyPassword } from './password-hash.rules';

@Injectable()
export class PasswordService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
  ) {}

  /** Needs the current password; signs out every session of the user but the caller's. */
  async change(userId: string, sessionId: string, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw badRequest('Current password is incorrect', 'currentPassword');
    }
    const passwordHash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await this.users.setPassword(user.id, passwordHash, manager);
      await this.sessions.revokeOtherSessions(user.id, sessionId, manager);
    });
  }
}
