import { Controller, Get, Query } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { PublicUserView, toPublicView } from '../users/user.views';

// Past this nobody is paging a search; the database's own range is never reached.
const SEARCH_OFFSET_MAX = 10_000;

export class UserSearchQuery {
  @ApiProperty({ minLength: 2, maxLength: 100, description: 'Name, username or e-mail prefix' })
  @IsString({ message: 'Search query must be at least 2 characters' })
  @MinLength(2, { message: 'Search query must be at least 2 characters' })
  @MaxLength(100, { message: 'Search query must be at most 100 characters' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  readonly q!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 25, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 25' })
  @Max(25, { message: 'limit must be between 1 and 25' })
  readonly limit: number = 10;

  @ApiPropertyOptional({ minimum: 0, maximum: SEARCH_OFFSET_MAX, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must not be negative' })
  @Max(SEARCH_OFFSET_MAX, { message: `offset must be at most ${SEARCH_OFFSET_MAX}` })
  readonly offset: number = 0;
}

export class UserSearchView {
  @ApiProperty({ type: [PublicUserView] }) users!: PublicUserView[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Finds classmates by name, username or e-mail prefix. Users who turned their profile
 * visibility off are found only by their exact e-mail. The caller is never listed.
 */
@ApiTags('users')
@Controller('api/users')
export class UserSearchController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('search')
  @ApiOperationOf('searchUsers', UserSearchView)
  async search(@CurrentUser() caller: AuthenticatedUser, @Query() query: UserSearchQuery): Promise<UserSearchView> {
    const q = query.q.toLowerCase();
    const prefix = `${escapeLike(q)}%`;
    const contains = `%${escapeLike(q)}%`;
    const qb = this.dataSource.manager
      .createQueryBuilder(UserEntity, 'u')
      .innerJoin('user_settings', 's', 's.user_id = u.id')
      .where('u.id <> :caller', { caller: caller.userId })
      .andWhere(
        `(u.email = :exact OR (s.profile_visibility AND (
            lower(u.username) LIKE :prefix OR lower(u.email) LIKE :prefix
            OR lower(u.first_name || ' ' || u.last_name) LIKE :contains OR lower(u.last_name) LIKE :prefix)))`,
        { exact: q, prefix, contains },
      )
      .orderBy('u.username', 'ASC')
      .skip(query.offset)
      .take(query.limit);
    const [users, total] = await qb.getManyAndCount();
    return { users: users.map(toPublicView), total, limit: query.limit, offset: query.offset };
  }
}
