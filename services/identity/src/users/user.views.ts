import { ApiProperty } from '@nestjs/swagger';
import { COLOR_THEMES, type ColorTheme, type UserEntity } from './user.entity';

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

export function toSelfView(user: UserEntity): SelfView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    colorTheme: user.colorTheme,
    profilePicture: user.profilePicture,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toPublicView(user: Pick<UserEntity, 'id' | 'username' | 'firstName' | 'lastName' | 'email' | 'colorTheme' | 'profilePicture'>): PublicUserView {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    colorTheme: user.colorTheme,
    profilePicture: user.profilePicture,
  };
}

export function displayName(user: Pick<UserEntity, 'firstName' | 'lastName' | 'username'>): string {
  const full = `${user.firstName} ${user.lastName}`.trim();
  return full || user.username;
}
