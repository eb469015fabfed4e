import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search over `users` and their visibility setting, one query with its count. */
@Injectable()
export class UserSearchRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * `q` lower-cased: the exact e-mail finds anyone; a username, e-mail or last-name prefix, or a
   * part of the full name, finds only those whose profile is visible. The caller is never listed.
   */
  search(callerId: string, q: string, page: { limit: number; offset: number }): Promise<[UserEntity[], number]> {
    const prefix = `${escapeLike(q)}%`;
    const contains = `%${escapeLike(q)}%`;
    return this.dataSource.manager
      .createQueryBuilder(UserEntity, 'u')
      .innerJoin('user_settings', 's', 's.user_id = u.id')
      .where('u.id <> :caller', { caller: callerId })
      .andWhere(
        `(u.email = :exact OR (s.profile_visibility AND (
            lower(u.username) LIKE :prefix OR lower(u.email) LIKE :prefix
            OR lower(u.first_name || ' ' || u.last_name) LIKE :contains OR lower(u.last_name) LIKE :prefix)))`,
        { exact: q, prefix, contains },
      )
      .orderBy('u.username', 'ASC')
      .skip(page.offset)
      .take(page.limit)
      .getManyAndCount();
  }
}
