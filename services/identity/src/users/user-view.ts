import type { UserEntity } from './user.entity';
import type { PublicUserView, SelfView } from './user.views';

/** What the owner of an account sees of it (GET /api/auth/user). Never the password hash. */
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

/** What other signed-in users may see (search results, invitations). */
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
