import { signUpUser } from '@overlap/test-support';

describe('settings and privacy', () => {
  it('starts with the product defaults', async () => {
    const { client } = await signUpUser();
    expect((await client.get('/api/users/settings')).body).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      language: 'en',
      timezone: 'Europe/Stockholm',
      darkMode: false,
    });
    expect((await client.get('/api/users/privacy')).body).toEqual({
      profileVisibility: true,
      scheduleVisibility: false,
      allowDirectMessages: true,
      showOnlineStatus: true,
    });
  });

  it('saves settings and privacy switches', async () => {
    const { client } = await signUpUser();
    const put = await client.put('/api/users/settings', { language: 'da', timezone: 'America/New_York', darkMode: true, pushNotifications: false });
    expect(put.status).toBe(200);
    expect((await client.get('/api/users/settings')).body).toMatchObject({
      language: 'da',
      timezone: 'America/New_York',
      darkMode: true,
      pushNotifications: false,
      emailNotifications: true,
    });
    await client.put('/api/users/privacy', { scheduleVisibility: true, showOnlineStatus: false });
    expect((await client.get('/api/users/privacy')).body).toMatchObject({ scheduleVisibility: true, showOnlineStatus: false, profileVisibility: true });
  });

  it.each([
    [{ emailNotifications: 'true' }, 'emailNotifications must be true or false'],
    [{ language: 'xx' }, 'Language must be one of en, es, fr, de, zh, da'],
    [{ timezone: 'Not/AZone' }, 'Timezone must be a valid time zone, e.g. Europe/Stockholm'],
  ])('refuses %j with 400 and keeps the stored values', async (body, message) => {
    const { client } = await signUpUser();
    const res = await client.put('/api/users/settings', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await client.get('/api/users/settings')).body.language).toBe('en');
  });

  it('refuses a non-boolean privacy switch', async () => {
    const { client } = await signUpUser();
    expect((await client.put('/api/users/privacy', { profileVisibility: 'no' })).status).toBe(400);
  });
});
