import { Injectable } from '@nestjs/common';
import type { UserEntity } from '../users/user.entity';
import type { UserSearchQuery } from './user-search.dto';
import { UserSearchRepository } from './user-search.repository';

export interface UserSearchPage {
  users: UserEntity[];
  total: number;
  limit: number;
  offset: number;
}

/**
 * Finds classmates by name, username or e-mail prefix. Users who turned their profile
 * visibility off are found only by their exact e-mail. The caller is never listed.
 */
@Injectable()
export class UserSearchService {
  constructor(private readonly repository: UserSearchRepository) {}

  async search(callerId: string, query: UserSearchQuery): Promise<UserSearchPage> {
    const [users, total] = await this.repository.search(callerId, query.q.toLowerCase(), query);
    return { users, total, limit: query.limit, offset: query.offset };
  }
}
