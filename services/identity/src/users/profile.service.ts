import { Injectable } from '@nestjs/common';
import { conflict, unauthorized } from '@overlap/platform';
import { DataSource } from 'typeorm';
import { SessionsService } from '../sessions/sessions.service';
import { UserEntity } from './user.entity';
import { UserEvents } from './user.events';
import { UserSettingsEntity } from './user-settings.entity';
import type { UpdateProfileDto } from './profile.dto';

const EVENT_FIELDS = ['firstName', 'lastName', 'username', 'colorTheme'] as const;

@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly events: UserEvents,
  ) {}

  /** The caller's account, provided the session was not revoked (sign-out, deletion). */
  async current(userId: string, sessionId: string): Promise<UserEntity> {
    // Both reads at once: the page waits for this on every load.
    const [user, active] = await Promise.all([this.dataSource.manager.findOneBy(UserEntity, { id: userId }), this.sessions.isActive(sessionId)]);
    if (!user || !active) throw unauthorized();
    return user;
  }

  async update(userId: string, dto: UpdateProfileDto): Promise<UserEntity> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
        if (!user) throw unauthorized();
        if (dto.email !== user.email && (await manager.exists(UserEntity, { where: { email: dto.email } }))) {
          throw conflict('An account with this email already exists');
        }
        if (
          dto.username &&
          dto.username.toLowerCase() !== user.username &&
          (await manager.exists(UserEntity, { where: { username: dto.username.toLowerCase() } }))
        ) {
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
        await manager.save(UserEntity, user);
        if (publicChange) {
          const settings = await manager.findOneByOrFail(UserSettingsEntity, { userId });
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
