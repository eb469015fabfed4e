import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';

/** PUT /api/profile-picture. */
export class SetProfilePictureDto {
  // The product's flow does not fix the body's field name; the upload address is accepted under any of these names.
  @ApiPropertyOptional({ description: 'The uploadURL of POST /api/objects/upload' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  readonly profilePictureURL?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @IsNotEmpty() readonly uploadURL?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @IsNotEmpty() readonly url?: string;
}
