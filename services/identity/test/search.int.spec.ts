import { randomBytes } from 'node:crypto';
import { signUpUser } from '@overlap/test-support';

describe('user search', () => {
  const tag = `zq${randomBytes(3).toString('hex')}`;

  it('finds classmates by name, never the caller, never secrets, and paginates', async () => {
    const me = await signUpUser({ firstName: tag, lastName: 'Caller' });
    const a = await signUpUser({ firstName: tag, lastName: 'Alpha' });
    const b = await signUpUser({ firstName: tag, lastName: 'Beta' });
    const res = await me.client.get(`/api/users/search?q=${tag}`);
    expect(res.status).toBe(200);
    const ids = res.body.users.map((u: { id: string }) => u.id).sort();
    expect(ids).toEqual([a.id, b.id].sort());
    expect(res.body.total).toBe(2);
    expect(Object.keys(res.body.users[0]).sort()).toEqual(['colorTheme', 'email', 'firstName', 'id', 'lastName', 'profilePicture', 'username']);
    const page = await me.client.get(`/api/users/search?q=${tag}&limit=1&offset=1`);
    expect(page.body.users).toHaveLength(1);
    expect(page.body.total).toBe(2);
  });

  it('needs at least 2 characters after trimming', async () => {
    const me = await signUpUser();
    const res = await me.client.get('/api/users/search?q=%20a%20');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Search query must be at least 2 characters');
    expect((await me.client.get('/api/users/search')).status).toBe(400);
  });

  it('treats LIKE wildcards literally', async () => {
    const me = await signUpUser();
    const res = await me.client.get('/api/users/search?q=%25%25');
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([]);
  });

  it('finds users with a hidden profile only by their exact e-mail', async () => {
    const me = await signUpUser();
    const hidden = await signUpUser({ firstName: `${tag}h`, lastName: 'Hidden' });
    await hidden.client.put('/api/users/privacy', { profileVisibility: false });
    expect((await me.client.get(`/api/users/search?q=${tag}h`)).body.users).toEqual([]);
    const exact = await me.client.get(`/api/users/search?q=${encodeURIComponent(hidden.email)}`);
    expect(exact.body.users.map((u: { id: string }) => u.id)).toEqual([hidden.id]);
  });
});
