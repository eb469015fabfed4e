// The validation rules of docs/product/accounts.md. Each returns the translation key of the first failing rule, so a field
// shows one message at a time, in the order users should hear about them.

export const PASSWORD_MIN = 8;
export const BIO_MAX = 500;

/** An ordinary e-mail shape: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Errors<F extends string> = Partial<Record<F, string>>;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'common:validation.emailRequired';
  if (!EMAIL.test(email.trim())) return 'common:validation.emailInvalid';
  return undefined;
}

export function passwordError(password: string): string | undefined {
  if (!password) return 'common:validation.passwordRequired';
  if (password.length < PASSWORD_MIN) return 'common:validation.passwordMin';
  return undefined;
}

/** Sign-up and reset: the confirmation is required and must match. */
export function confirmationError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'common:validation.confirmRequired';
  if (confirmation !== password) return 'common:validation.passwordsMismatch';
  return undefined;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Settings and Privacy & Security: current required, new at least 8, confirmation matching.
 * On the privacy screen an empty confirmation has its own message.
 */
export function passwordChangeErrors(values: PasswordChange, screen: 'settings' | 'privacy'): Errors<keyof PasswordChange> {
  const errors: Errors<keyof PasswordChange> = {};
  if (!values.currentPassword) errors.currentPassword = 'common:validation.currentPasswordRequired';
  if (values.newPassword.length < PASSWORD_MIN) errors.newPassword = 'common:validation.passwordMin';
  if (screen === 'privacy' && !values.confirmPassword) errors.confirmPassword = 'common:validation.confirmNewRequired';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'common:validation.passwordsDontMatch';
  return errors;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
