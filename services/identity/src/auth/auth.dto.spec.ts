import 'reflect-metadata';
import { createValidationPipe, validationMessage } from '@overlap/platform';
import { ChangePasswordDto, LoginDto, SignupDto } from './auth.dto';
import { UpdateProfileDto } from '../users/profile.dto';
import { UpdateSettingsDto } from '../settings/settings.dto';
import { ResetPasswordDto } from '../password-reset/password-reset.dto';

// The exact texts users see (docs/product/accounts.md).
describe('sign-up and sign-in rules', () => {
  it.each([
    [{ password: 'longenough' }, 'Email is required'],
    [{ email: '  ', password: 'longenough' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'longenough' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co' }, 'Password is required'],
    [{ email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters'],
    [{ email: 'a@b.co', password: 12345678 }, 'Password is required'],
    [{ email: 'a@b.co', password: 'longenough' }, undefined],
    [{ email: 'A@B.co ', password: 'longenough', firstName: ' Ann ' }, undefined],
  ])('signup %j → %s', async (body, expected) => {
    expect(await validationMessage(SignupDto, body)).toBe(expected);
  });

  it('sign-in does not apply the length rule (old passwords still work)', async () => {
    expect(await validationMessage(LoginDto, { email: 'a@b.co', password: 'short' })).toBeUndefined();
  });

  it('normalises the e-mail', async () => {
    const dto = (await createValidationPipe().transform(
      { email: ' Ann@Uni.EDU ', password: 'longenough' },
      { type: 'body', metatype: SignupDto },
    )) as SignupDto;
    expect(dto.email).toBe('ann@uni.edu');
  });
});

describe('profile rules', () => {
  const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@uni.edu', bio: '' };
  it.each([
    [{ ...valid, firstName: ' ' }, 'First name is required'],
    [{ ...valid, lastName: '' }, 'Last name is required'],
    [{ ...valid, email: 'nope' }, 'Please enter a valid email address'],
    [{ ...valid, bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
    [{ ...valid, bio: 'x'.repeat(500) }, undefined],
    [{ ...valid, colorTheme: 'red' }, 'Colour must be one of blue, green, purple, orange, pink, teal'],
  ])('%j → %s', async (body, expected) => {
    expect(await validationMessage(UpdateProfileDto, body)).toBe(expected);
  });
});

describe('password change and reset rules', () => {
  it.each([
    [ChangePasswordDto, { newPassword: 'longenough' }, 'Current password is required'],
    [ChangePasswordDto, { currentPassword: 'x', newPassword: 'short' }, 'Password must be at least 8 characters'],
    [ResetPasswordDto, { newPassword: 'longenough' }, 'Invalid or missing reset token'],
    [ResetPasswordDto, { token: 't', newPassword: 'short' }, 'Password must be at least 8 characters'],
  ])('%p %j → %s', async (metatype, body, expected) => {
    expect(await validationMessage(metatype, body)).toBe(expected);
  });
});

describe('settings rules', () => {
  it.each([
    [{ emailNotifications: 'yes' }, 'emailNotifications must be true or false'],
    [{ language: 'sv' }, 'Language must be one of en, es, fr, de, zh, da'],
    [{ timezone: 'Mars/Olympus' }, 'Timezone must be a valid time zone, e.g. Europe/Stockholm'],
    [{ timezone: 'America/Los_Angeles', language: 'da', darkMode: true }, undefined],
  ])('%j → %s', async (body, expected) => {
    expect(await validationMessage(UpdateSettingsDto, body)).toBe(expected);
  });
});
