import { ApiClient, signUpUser } from '@overlap/test-support';

describe('account deletion', () => {
  it('removes credentials and sessions at once', async () => {
    const { client, email, password } = await signUpUser();
    const access = client.cookies.get('overlap_at')!;
    const refresh = client.cookies.get('overlap_rt')!;
    const res = await client.delete('/api/users/me');
    expect(res.status).toBe(200);
    expect(client.cookies.size).toBe(0);
    expect((await new ApiClient().post('/api/auth/login', { email, password })).status).toBe(401);
    const stale = new ApiClient();
    stale.cookies.set('overlap_at', access);
    stale.cookies.set('overlap_rt', refresh);
    expect((await stale.get('/api/auth/user')).status).toBe(401);
    expect((await stale.post('/api/auth/refresh')).status).toBe(401);
  });

  it('frees the e-mail for a new sign-up', async () => {
    const { client, email } = await signUpUser();
    await client.delete('/api/users/me');
    const again = await new ApiClient().post('/api/auth/signup', { email, password: 'fresh-start-1' });
    expect(again.status).toBe(201);
  });
});
