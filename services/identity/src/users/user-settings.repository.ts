import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UserSettingsEntity } from './user-settings.entity';

/** Reads and writes of `user_settings`, on the caller's transaction when given one. */
@Injectable()
export class UserSettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  find(userId: string, manager: EntityManager = this.dataSource.manager): Promise<UserSettingsEntity | null> {
    return manager.findOneBy(UserSettingsEntity, { userId });
  }

  get(userId: string, manager: EntityManager): Promise<UserSettingsEntity> {
    return manager.findOneByOrFail(UserSettingsEntity, { userId });
  }

  /** The row locked until the transaction ends. */
  lock(userId: string, manager: EntityManager): Promise<UserSettingsEntity | null> {
    return manager.findOne(UserSettingsEntity, { where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** A new account's settings, every one at its default. */
  async insertDefaults(userId: string, manager: EntityManager): Promise<UserSettingsEntity> {
    await manager.insert(UserSettingsEntity, { userId });
    return manager.findOneByOrFail(UserSettingsEntity, { userId });
  }

  async save(settings: UserSettingsEntity, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.save(UserSettingsEntity, settings);
  }
}
