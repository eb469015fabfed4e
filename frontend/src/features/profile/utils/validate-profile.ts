import { BIO_MAX, emailError, type Errors } from '@/utils/validation';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
}

export type ProfileField = keyof ProfileValues;

/** The profile rules (docs/product/accounts.md). */
export function validateProfile(values: ProfileValues): Errors<ProfileField> {
  const errors: Errors<ProfileField> = {};
  if (!values.firstName.trim()) errors.firstName = 'common:validation.firstNameRequired';
  if (!values.lastName.trim()) errors.lastName = 'common:validation.lastNameRequired';
  const email = emailError(values.email);
  if (email) errors.email = email === 'common:validation.emailRequired' ? 'common:validation.emailInvalid' : email;
  if (values.bio.length > BIO_MAX) errors.bio = 'common:validation.bioMax';
  return errors;
}

/** One image of at most 5,242,880 bytes. */
export const PICTURE_MAX_BYTES = 5_242_880;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export function pictureError(file: File): string | undefined {
  if (!PICTURE_TYPES.includes(file.type)) return 'profile:picture.typeError';
  if (file.size > PICTURE_MAX_BYTES) return 'profile:picture.sizeError';
  return undefined;
}
