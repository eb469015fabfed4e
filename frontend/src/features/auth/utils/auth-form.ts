import { confirmationError, emailError, passwordError, type Errors } from '@/utils/validation';

export type AuthMode = 'signin' | 'signup' | 'forgot';

export interface AuthValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type AuthField = keyof AuthValues;

export const EMPTY_AUTH_VALUES: AuthValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** Sign-in and sign-up rules (docs/product/accounts.md): the password is not checked in forgot-password mode; names are optional. */
export function validateAuth(mode: AuthMode, values: AuthValues): Errors<AuthField> {
  const errors: Errors<AuthField> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (mode === 'forgot') return errors;
  if (mode === 'signin') {
    if (!values.password) errors.password = 'common:validation.passwordRequired';
  } else {
    const password = passwordError(values.password);
    if (password) errors.password = password;
    const confirmation = confirmationError(values.password, values.confirmPassword);
    if (confirmation) errors.confirmPassword = confirmation;
  }
  return errors;
}
