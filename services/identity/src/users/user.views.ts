import { ApiProperty } from '@nestjs/swagger';
import { COLOR_THEMES, type ColorTheme } from './user.entity';

/** What the owner of an account sees of it (GET /api/auth/user). Never the password hash. */
export class SelfView {
  @ApiProperty() id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() bio!: string;
  @ApiProperty({ enum: COLOR_THEMES }) colorTheme!: ColorTheme;
  @ApiProperty({ type: String, nullable: true }) profilePicture!: string | null;
  @ApiProperty() createdAt!: string;
}

/** What other signed-in users may see (search results, invitations). */
export class PublicUserView {
  @ApiProperty() id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: COLOR_THEMES }) colorTheme!: ColorTheme;
  @ApiProperty({ type: String, nullable: true }) profilePicture!: string | null;
}
