import { Transform } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Omittable } from '@overlap/platform';
import { IsEmail, IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { COLOR_THEMES } from './user.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** PUT /api/auth/user — the profile rules of docs/product/accounts.md. */
export class UpdateProfileDto {
  @ApiProperty({ maxLength: 50 })
  @IsNotEmpty({ message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  @MaxLength(50, { message: 'First name must be at most 50 characters' })
  @Transform(trim)
  readonly firstName!: string;

  @ApiProperty({ maxLength: 50 })
  @IsNotEmpty({ message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  @MaxLength(50, { message: 'Last name must be at most 50 characters' })
  @Transform(trim)
  readonly lastName!: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsNotEmpty({ message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  readonly email!: string;

  // At most 500 characters, and the message says so (issue 18).
  @ApiPropertyOptional({ maxLength: 500 })
  @Omittable()
  @IsString({ message: 'Bio must be text' })
  @MaxLength(500, { message: 'Bio must be at most 500 characters' })
  readonly bio?: string;

  @ApiPropertyOptional({ pattern: '^[a-z0-9._-]{3,30}$' })
  @Omittable()
  @IsString({ message: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores' })
  @Matches(/^[a-z0-9._-]{3,30}$/i, { message: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores' })
  @Transform(trim)
  readonly username?: string;

  @ApiPropertyOptional({ enum: COLOR_THEMES })
  @Omittable()
  @IsIn(COLOR_THEMES, { message: `Colour must be one of ${COLOR_THEMES.join(', ')}` })
  readonly colorTheme?: (typeof COLOR_THEMES)[number];
}
