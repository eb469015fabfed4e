import { Transform } from 'class-transformer';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class ForgotPasswordDto {
  @ApiProperty({ format: 'email' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  readonly email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ maxLength: 200 })
  @IsNotEmpty({ message: 'Invalid or missing reset token' })
  @IsString({ message: 'Invalid or missing reset token' })
  @MaxLength(200, { message: 'Invalid or missing reset token' })
  readonly token!: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  readonly newPassword!: string;
}
