import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SessionsService } from '../sessions/sessions.service';
import { UserEvents } from '../users/user.events';
import { UsersRepository } from '../users/users.repository';

/**
 * Deleting an account removes credentials, sessions, settings and pictures at once (cascades)
 * and publishes user-deleted in the same transaction, so every service removes its copy.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly events: UserEvents,
    private readonly sessions: SessionsService,
  ) {}

  async delete(userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Ended before the rows cascade away, so every service refuses the sessions' tokens at once.
      await this.sessions.revokeAllForUser(userId, manager);
      await this.users.delete(userId, manager);
      await this.events.deleted(manager, userId);
    });
  }
}
