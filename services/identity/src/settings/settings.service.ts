import { Injectable } from '@nestjs/common';
import { unauthorized } from '@overlap/platform';
import { DataSource } from 'typeorm';
import type { UserSettingsEntity } from '../users/user-settings.entity';
import { UserSettingsRepository } from '../users/user-settings.repository';
import { UserEvents } from '../users/user.events';
import { UsersRepository } from '../users/users.repository';
import type { UpdatePrivacyDto, UpdateSettingsDto } from './settings.dto';

/** The caller's settings and privacy switches. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: UserSettingsRepository,
    private readonly users: UsersRepository,
    private readonly events: UserEvents,
  ) {}

  async current(userId: string): Promise<UserSettingsEntity> {
    const settings = await this.settings.find(userId);
    if (!settings) throw unauthorized();
    return settings;
  }

  /** A time-zone change is published: schedules answers in the user's zone. */
  async update(userId: string, dto: UpdateSettingsDto): Promise<UserSettingsEntity> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.settings.lock(userId, manager);
      if (!current) throw unauthorized();
      const timezoneChanged = dto.timezone !== undefined && dto.timezone !== current.timezone;
      Object.assign(current, dto);
      await this.settings.save(current, manager);
      if (timezoneChanged) {
        const user = await this.users.getById(userId, manager);
        user.version = String(BigInt(user.version) + 1n);
        await this.users.setVersion(user.id, user.version, manager);
        await this.events.updated(manager, user, current.timezone);
      }
      return current;
    });
  }

  async updatePrivacy(userId: string, dto: UpdatePrivacyDto): Promise<UserSettingsEntity> {
    const current = await this.current(userId);
    Object.assign(current, dto);
    await this.settings.save(current);
    return current;
  }
}
