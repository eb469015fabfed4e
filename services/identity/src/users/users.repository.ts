import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';

/** The fields a new account is created with; the rest take the table's defaults. */
type NewUser = Pick<UserEntity, 'email' | 'username' | 'passwordHash' | 'firstName' | 'lastName'>;

/**
 * Reads and writes of `users`. Each method runs on the manager of the caller's transaction when
 * given one, on the pool otherwise.
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { id });
  }

  getById(id: string, manager: EntityManager): Promise<UserEntity> {
    return manager.findOneByOrFail(UserEntity, { id });
  }

  findByEmail(email: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { email });
  }

  /** The row locked until the transaction ends, so two edits of one account take turns. */
  lockById(id: string, manager: EntityManager): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  emailTaken(email: string, manager: EntityManager): Promise<boolean> {
    return manager.exists(UserEntity, { where: { email } });
  }

  usernameTaken(username: string, manager: EntityManager): Promise<boolean> {
    return manager.exists(UserEntity, { where: { username } });
  }

  /** The new row as stored (id, defaults and timestamps filled in). */
  async insert(user: NewUser, manager: EntityManager): Promise<UserEntity> {
    const inserted = await manager.insert(UserEntity, user);
    return manager.findOneByOrFail(UserEntity, { id: inserted.identifiers[0]!.id as string });
  }

  async save(user: UserEntity, manager: EntityManager): Promise<void> {
    await manager.save(UserEntity, user);
  }

  async setPassword(id: string, passwordHash: string, manager: EntityManager, at = new Date()): Promise<void> {
    await manager.update(UserEntity, { id }, { passwordHash, updatedAt: at });
  }

  async setVersion(id: string, version: string, manager: EntityManager): Promise<void> {
    await manager.update(UserEntity, { id }, { version, updatedAt: new Date() });
  }

  /** Credentials, sessions, settings and pictures go with the row (the schema's cascades). */
  async delete(id: string, manager: EntityManager): Promise<void> {
    await manager.delete(UserEntity, { id });
  }
}
