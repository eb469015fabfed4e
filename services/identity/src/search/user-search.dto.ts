import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

// Past this nobody is paging a search; the database's own range is never reached.
const SEARCH_OFFSET_MAX = 10_000;

/** GET /api/users/search?q&limit&offset. */
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
