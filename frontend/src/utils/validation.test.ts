import { confirmationError, emailError, passwordChangeErrors, passwordError } from './validation';

describe('validation rules', () => {
  it('checks the e-mail: required, then shape', () => {
    expect(emailError('')).toBe('common:validation.emailRequired');
    expect(emailError('   ')).toBe('common:validation.emailRequired');
    expect(emailError('ada@')).toBe('common:validation.emailInvalid');
    expect(emailError('ada lovelace@uni.test')).toBe('common:validation.emailInvalid');
    expect(emailError('ada@uni.test')).toBeUndefined();
  });

  it('checks the password: required, then at least 8 characters', () => {
    expect(passwordError('')).toBe('common:validation.passwordRequired');
    expect(passwordError('1234567')).toBe('common:validation.passwordMin');
    expect(passwordError('12345678')).toBeUndefined();
  });

  it('checks the sign-up confirmation: required, then matching', () => {
    expect(confirmationError('secret-123', '')).toBe('common:validation.confirmRequired');
    expect(confirmationError('secret-123', 'secret-124')).toBe('common:validation.passwordsMismatch');
    expect(confirmationError('secret-123', 'secret-123')).toBeUndefined();
  });

  it('checks a password change; only the privacy screen has its own empty-confirmation text', () => {
    const empty = { currentPassword: '', newPassword: 'short', confirmPassword: '' };
    expect(passwordChangeErrors(empty, 'settings')).toEqual({
      currentPassword: 'common:validation.currentPasswordRequired',
      newPassword: 'common:validation.passwordMin',
      confirmPassword: 'common:validation.passwordsDontMatch',
    });
    expect(passwordChangeErrors(empty, 'privacy').confirmPassword).toBe('common:validation.confirmNewRequired');
    expect(passwordChangeErrors({ currentPassword: 'old', newPassword: 'new-password', confirmPassword: 'other' }, 'privacy')).toEqual({
      confirmPassword: 'common:validation.passwordsDontMatch',
    });
    expect(passwordChangeErrors({ currentPassword: 'old', newPassword: 'new-password', confirmPassword: 'new-password' }, 'settings')).toEqual({});
  });
});
