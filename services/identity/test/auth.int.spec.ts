import { ApiClient, signUpUser, uniqueEmail } from '@overlap/test-support';

describe('sign-up, sign-in, sessions (through the gateway)', () => {
  it('signs up, returns the user without secrets and starts a session', async () => {
    const client = new ApiClient();
    const email = uniqueEmail();
    const res = await client.post('/api/auth/signup', { email, password: 'correct-horse-42', firstName: 'Ann', lastName: 'Lee' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, firstName: 'Ann', lastName: 'Lee', colorTheme: 'blue', bio: '' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/overlap_at=.*HttpOnly; SameSite=Lax/);
    expect(setCookie).toMatch(/overlap_rt=.*Path=\/api\/auth; .*HttpOnly/);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: uniqueEmail().replace('@', '-at-'), password: 'correct-horse-42' }, 'Please enter a valid email address'],
    [{ email: uniqueEmail() }, 'Password is required'],
    [{ email: uniqueEmail(), password: 'short' }, 'Password must be at least 8 characters'],
  ])('refuses sign-up %j with 400 "%s"', async (body, message) => {
    const res = await new ApiClient().post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a second account for the same e-mail with 409, whatever its case', async () => {
    const { email } = await signUpUser();
    const res = await new ApiClient().post('/api/auth/signup', { email: email.toUpperCase(), password: 'another-pass-1' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it('signs in with the right password and refuses a wrong one with 401', async () => {
    const { email, password } = await signUpUser();
    const wrong = await new ApiClient().post('/api/auth/login', { email, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    const unknown = await new ApiClient().post('/api/auth/login', { email: uniqueEmail(), password });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid email or password');
    const client = new ApiClient();
    const ok = await client.post('/api/auth/login', { email, password });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses anonymous calls with 401', async () => {
    expect((await new ApiClient().get('/api/auth/user')).status).toBe(401);
    expect((await new ApiClient().get('/api/users/settings')).status).toBe(401);
  });

  it('sign-out revokes the session: the refresh token no longer works and cookies are cleared', async () => {
    const { client } = await signUpUser();
    const refreshToken = client.cookies.get('overlap_rt');
    const accessToken = client.cookies.get('overlap_at');
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(client.cookies.size).toBe(0);
    const replay = new ApiClient();
    replay.cookies.set('overlap_rt', refreshToken!);
    expect((await replay.post('/api/auth/refresh')).status).toBe(401);
    // Identity also refuses the still-unexpired access token of the revoked session.
    const stale = new ApiClient();
    stale.cookies.set('overlap_at', accessToken!);
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('rotates refresh tokens and revokes the session when an old one is replayed', async () => {
    const { client } = await signUpUser();
    const first = client.cookies.get('overlap_rt')!;
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    const second = client.cookies.get('overlap_rt')!;
    expect(second).not.toBe(first);
    const thief = new ApiClient();
    thief.cookies.set('overlap_rt', first);
    expect((await thief.post('/api/auth/refresh')).status).toBe(401);
    // The replay killed the whole session, including the legitimate newest token.
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
  });

  it('logout without a session still answers 200 so the browser can always clear it', async () => {
    expect((await new ApiClient().post('/api/auth/logout')).status).toBe(200);
  });
});
