import { LANGUAGES } from '@overlap/contracts';
import { validationMessage } from '@overlap/platform';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import { UpdatePrivacyDto, UpdateSettingsDto } from './settings.dto';

describe('settings and privacy DTOs', () => {
  it('accept any subset of fields', async () => {
    expect(await validationMessage(UpdateSettingsDto, { darkMode: true })).toBeUndefined();
    expect(await validationMessage(UpdatePrivacyDto, {})).toBeUndefined();
  });

  it.each([
    [UpdateSettingsDto, { emailNotifications: null }, 'emailNotifications must be true or false'],
    [UpdateSettingsDto, { language: null }, `Language must be one of ${LANGUAGES.join(', ')}`],
    [UpdateSettingsDto, { timezone: null }, `Timezone must be a valid time zone, e.g. ${DEFAULT_TIMEZONE}`],
    [UpdatePrivacyDto, { showOnlineStatus: null }, 'showOnlineStatus must be true or false'],
  ])('refuse null for a field that was sent (%p)', async (dto, body, message) => {
    expect(await validationMessage(dto, body)).toBe(message);
  });
});
