import { ApiClient, signUpUser } from '@overlap/test-support';

describe('profile (GET/PUT /api/auth/user)', () => {
  it('updates the profile and keeps it', async () => {
    const { client, email } = await signUpUser();
    const res = await client.put('/api/auth/user', { firstName: ' Bo ', lastName: 'Ek', email, bio: 'Econ, 2nd year', colorTheme: 'teal' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Bo', lastName: 'Ek', bio: 'Econ, 2nd year', colorTheme: 'teal' });
    expect((await client.get('/api/auth/user')).body).toMatchObject({ firstName: 'Bo', colorTheme: 'teal' });
  });

  it.each([
    [{ lastName: 'Ek', email: 'a@uni.test' }, 'First name is required'],
    [{ firstName: 'Bo', email: 'a@uni.test' }, 'Last name is required'],
    [{ firstName: 'Bo', lastName: 'Ek', email: 'nope' }, 'Please enter a valid email address'],
    [{ firstName: 'Bo', lastName: 'Ek', email: 'a@uni.test', bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
  ])('refuses %j with 400 "%s" and keeps what was stored', async (body, message) => {
    const { client } = await signUpUser({ firstName: 'Keep' });
    const res = await client.put('/api/auth/user', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await client.get('/api/auth/user')).body.firstName).toBe('Keep');
  });

  it('keeps a bio of exactly 500 characters (the limit)', async () => {
    const { client, email } = await signUpUser();
    const bio = 'x'.repeat(500);
    expect((await client.put('/api/auth/user', { firstName: 'Bo', lastName: 'Ek', email, bio })).status).toBe(200);
    expect((await client.get('/api/auth/user')).body.bio).toBe(bio);
  });

  it("refuses taking another account's e-mail with 409", async () => {
    const a = await signUpUser();
    const b = await signUpUser();
    const res = await b.client.put('/api/auth/user', { firstName: 'B', lastName: 'B', email: a.email });
    expect(res.status).toBe(409);
  });

  it("answers a userId that is not the caller's with 403", async () => {
    const a = await signUpUser();
    const b = await signUpUser();
    expect((await a.client.get(`/api/users/${a.id}`)).status).toBe(200);
    const other = await a.client.get(`/api/users/${b.id}`);
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain(b.email);
  });

  it('refuses a malformed JSON body with 400, not 500', async () => {
    const { client } = await signUpUser();
    const res = await client.request('PUT', '/api/auth/user', '{"firstName":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
  });

  it('refuses a JSON body over 100 KB with 413 at the gateway', async () => {
    const { client } = await signUpUser();
    const res = await client.put('/api/auth/user', { firstName: 'A', lastName: 'B', email: 'a@uni.test', bio: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('is not reachable anonymously', async () => {
    expect((await new ApiClient().put('/api/auth/user', { firstName: 'x' })).status).toBe(401);
  });
});
