import { Transform } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Omittable } from '@overlap/platform';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

// Rules are listed in the order users should hear about them: the first failing one is shown.
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export class LoginDto {
  @ApiProperty({ format: 'email' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @Transform(normaliseEmail)
  readonly email!: string;

  @ApiProperty({ maxLength: PASSWORD_MAX })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  readonly password!: string;
}

export class SignupDto {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @Transform(normaliseEmail)
  readonly email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(PASSWORD_MIN, { message: 'Password must be at least 8 characters' })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  readonly password!: string;

  @ApiPropertyOptional({ maxLength: 50 })
  @Omittable()
  @IsString({ message: 'First name must be text' })
  @MaxLength(50, { message: 'First name must be at most 50 characters' })
  @Transform(trim)
  readonly firstName?: string;

  @ApiPropertyOptional({ maxLength: 50 })
  @Omittable()
  @IsString({ message: 'Last name must be text' })
  @MaxLength(50, { message: 'Last name must be at most 50 characters' })
  @Transform(trim)
  readonly lastName?: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  readonly currentPassword!: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsNotEmpty({ message: 'Password must be at least 8 characters' })
  @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(PASSWORD_MIN, { message: 'Password must be at least 8 characters' })
  @MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
  readonly newPassword!: string;
}
