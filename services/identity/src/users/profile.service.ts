import { Injectable } from '@nestjs/common';
import { conflict, unauthorized } from '@overlap/platform';
import { DataSource } from 'typeorm';
import { SessionsService } from '../sessions/sessions.service';
import type { UserEntity } from './user.entity';
import { UserEvents } from './user.events';
import { UserSettingsRepository } from './user-settings.repository';
import { UsersRepository } from './users.repository';
import type { UpdateProfileDto } from './profile.dto';

const EVENT_FIELDS = ['firstName', 'lastName', 'username', 'colorTheme'] as const;

@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly events: UserEvents,
    private readonly users: UsersRepository,
    private readonly settings: UserSettingsRepository,
  ) {}

  /** The caller's account, provided the session was not revoked (sign-out, deletion). */
  async current(userId: string, sessionId: string): Promise<UserEntity> {
    // Both reads at once: the page waits for this on every load.
    const [user, active] = await Promise.all([this.users.findById(userId), this.sessions.isActive(sessionId)]);
    if (!user || !active) throw unauthorized();
    return user;
  }

  async update(userId: string, dto: UpdateProfileDto): Promise<UserEntity> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await this.users.lockById(userId, manager);
        if (!user) throw unauthorized();
        if (dto.email !== user.email && (await this.users.emailTaken(dto.email, manager))) {
          throw conflict('An account with this email already exists');
        }
        if (dto.username && dto.username.toLowerCase() !== user.username && (await this.users.usernameTaken(dto.username.toLowerCase(), manager))) {
          throw conflict('That username is taken');
        }
        const next: Partial<UserEntity> = {
          firstName: dto.firstName,
          lastName: dto.lastName,
          email: dto.email,
          bio: dto.bio ?? user.bio,
          username: dto.username?.toLowerCase() ?? user.username,
          colorTheme: dto.colorTheme ?? user.colorTheme,
        };
        const publicChange = EVENT_FIELDS.some((f) => next[f] !== user[f]);
        Object.assign(user, next, { updatedAt: new Date() });
        if (publicChange) user.version = String(BigInt(user.version) + 1n);
        await this.users.save(user, manager);
        if (publicChange) {
          const settings = await this.settings.get(userId, manager);
          await this.events.updated(manager, user, settings.timezone);
        }
        return user;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw conflict('An account with this email already exists');
      throw err;
    }
  }
}
