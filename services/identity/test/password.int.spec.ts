import { ApiClient, mailsTo, signUpUser, uniqueEmail, waitForMail } from '@overlap/test-support';

const SENT = 'If that email is registered, you will receive a password reset link.';

function tokenFrom(text: string): string {
  const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

describe('password change', () => {
  it('needs the current password and then signs in with the new one', async () => {
    const { client, email, password } = await signUpUser();
    const wrong = await client.put('/api/auth/password', { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const short = await client.put('/api/auth/password', { currentPassword: password, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const ok = await client.put('/api/auth/password', { currentPassword: password, newPassword: 'brand-new-pass' });
    expect(ok.status).toBe(200);
    expect((await new ApiClient().post('/api/auth/login', { email, password })).status).toBe(401);
    expect((await new ApiClient().post('/api/auth/login', { email, password: 'brand-new-pass' })).status).toBe(200);
    // The session that changed the password stays signed in.
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for unknown addresses and sends them nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await new ApiClient().post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SENT);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('mails a single-use link that sets a new password and ends other sessions', async () => {
    const { client, email } = await signUpUser();
    const res = await new ApiClient().post('/api/auth/forgot-password', { email });
    expect(res.body.message).toBe(SENT);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Reset your Overlap password');
    const token = tokenFrom(mail.text);
    expect(mail.text).toContain('http://localhost:8080/reset-password?token=');

    const anon = new ApiClient();
    expect((await anon.get(`/api/auth/reset-password/validate?token=${encodeURIComponent(token)}`)).body).toEqual({ valid: true });
    const reset = await anon.post('/api/auth/reset-password', { token, newPassword: 'reset-pass-123' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password reset successful');

    const again = await anon.post('/api/auth/reset-password', { token, newPassword: 'another-pass-1' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Failed to reset password');
    expect((await anon.get(`/api/auth/reset-password/validate?token=${encodeURIComponent(token)}`)).body).toEqual({ valid: false });

    expect((await new ApiClient().post('/api/auth/login', { email, password: 'reset-pass-123' })).status).toBe(200);
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
  });

  it('refuses an unknown token with "Failed to reset password" and a missing one with the SPEC message', async () => {
    const unknown = await new ApiClient().post('/api/auth/reset-password', { token: 'made-up-token', newPassword: 'whatever-123' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Failed to reset password');
    const missing = await new ApiClient().post('/api/auth/reset-password', { newPassword: 'whatever-123' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Invalid or missing reset token');
  });
});
