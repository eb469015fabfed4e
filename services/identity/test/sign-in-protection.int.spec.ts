import { gzipSync } from 'node:zlib';
import { ApiClient, signUpUser, uniqueEmail, waitForMail, type ApiResponse } from '@overlap/test-support';

// Sign-in protection (ADR 025), through the gateway: failures are counted per account across
// every client address and per address, in identity's database, from the body identity parses.

const LOCKED = /^Too many failed sign-in attempts for this account\. Try again in \d+ min or reset your password\.$/;
const NETWORK = /^Too many failed attempts from your network\. Please try again in \d+ min\.$/;

const login = (email: string, password: string, client = new ApiClient()) => client.post('/api/auth/login', { email, password });

/** Ten wrong passwords, each from another client address. */
async function failTenTimes(email: string) {
  for (let i = 0; i < 10; i++) expect((await login(email, `wrong-guess-${i}`)).status).toBe(401);
}

// The ways finding 1 slipped a body past a limiter that read it differently from identity.
const encodings: Record<string, (body: string) => { payload: string | Uint8Array; headers: Record<string, string> }> = {
  'a UTF-8 byte order mark': (body) => ({ payload: `\ufeff${body}`, headers: { 'content-type': 'application/json' } }),
  'charset=utf-16le': (body) => ({ payload: Buffer.from(body, 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16le' } }),
  'content-encoding gzip': (body) => ({ payload: gzipSync(body), headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } }),
};

function loginEncoded(encoding: string, email: string, password: string): Promise<ApiResponse<any>> {
  const { payload, headers } = encodings[encoding]!(JSON.stringify({ email, password }));
  return new ApiClient().request('POST', '/api/auth/login', payload, headers);
}

describe('sign-in protection', () => {
  it('locks an account out after 10 failures from 10 addresses, with a clear message and Retry-After', async () => {
    const { email, password } = await signUpUser();
    await failTenTimes(email);
    const locked = await login(email, password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(LOCKED);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  it('locks an unknown address the same way, so a lock-out tells nothing about who is registered', async () => {
    const email = uniqueEmail('ghost');
    await failTenTimes(email);
    const locked = await login(email, 'one-more-guess');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(LOCKED);
  });

  it('counts failures, not attempts: signing in clears an owner’s own typos', async () => {
    const { email, password } = await signUpUser();
    const client = new ApiClient();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await login(email, 'typo-typo', client)).status).toBe(401);
      expect((await login(email, password, client)).status).toBe(200);
    }
  });

  it('checks no more than 10 passwords when 30 guesses arrive at once', async () => {
    const { email, password } = await signUpUser();
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => login(email, `parallel-guess-${i}`)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect((await login(email, password)).status).toBe(429);
  });

  it.each(Object.keys(encodings))('keeps an already locked account locked when the body comes with %s', async (encoding) => {
    const { email, password } = await signUpUser();
    await failTenTimes(email);
    const res = await loginEncoded(encoding, email, password);
    // Either identity counted it (429) or the body was refused before anyone parsed it (415).
    expect([415, 429]).toContain(res.status);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('never checks more than 10 passwords of one account, whatever encodings the guesses alternate', async () => {
    const { email } = await signUpUser();
    const statuses: number[] = [];
    const names = Object.keys(encodings);
    for (let i = 0; i < 12; i++) statuses.push((await loginEncoded(names[i % names.length]!, email, `wrong-guess-${i}`)).status);
    for (const status of statuses) expect([401, 415, 429]).toContain(status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
  });

  it('lets the owner back in at once after a password reset', async () => {
    const { email } = await signUpUser();
    await failTenTimes(email);
    expect((await login(email, 'still-guessing')).status).toBe(429);

    await new ApiClient().post('/api/auth/forgot-password', { email });
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec((await waitForMail(email)).text)![1]!);
    expect((await new ApiClient().post('/api/auth/reset-password', { token, newPassword: 'fresh-pass-123' })).status).toBe(200);
    expect((await login(email, 'fresh-pass-123')).status).toBe(200);
  });

  it('lets 300 students behind one address sign up and sign in within a minute: only failures count against the address', async () => {
    const campus = new ApiClient();
    const students = Array.from({ length: 300 }, () => ({ email: uniqueEmail('campus'), password: 'campus-pass-1' }));
    /** The students' requests in waves of 50 at once, as a room full of them clicks. */
    const inWaves = async (call: (s: (typeof students)[number]) => Promise<{ status: number }>, who = students) => {
      const statuses: number[] = [];
      for (let i = 0; i < who.length; i += 50) statuses.push(...(await Promise.all(who.slice(i, i + 50).map(call))).map((r) => r.status));
      return statuses;
    };
    const signUps = await inWaves((s) => campus.post('/api/auth/signup', { ...s, firstName: 'Campus', lastName: 'Student' }));
    expect(signUps.filter((s) => s === 201)).toHaveLength(300);
    // A third of them mistype first; then everyone signs in.
    expect((await inWaves((s) => login(s.email, 'campus-typo', campus), students.slice(0, 100))).filter((s) => s === 401)).toHaveLength(100);
    expect((await inWaves((s) => login(s.email, s.password, campus))).filter((s) => s === 200)).toHaveLength(300);
    // The old per-address limits allowed 20 sign-ups and 50 sign-ins in 15 minutes.
  }, 180_000);

  it('slows one address guessing across many accounts once it has failed 300 times', async () => {
    const attacker = new ApiClient();
    const statuses: number[] = [];
    for (let batch = 0; batch < 31; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => login(uniqueEmail('victim'), 'Summer2026!', attacker)));
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(300);
    const refused = await login(uniqueEmail('victim'), 'Summer2026!', attacker);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(NETWORK);
    // Other addresses are not affected.
    expect((await login(uniqueEmail('victim'), 'Summer2026!')).status).toBe(401);
  }, 180_000);
  it('slows one address whose sign-ups keep hitting registered addresses (each refusal tells an account exists)', async () => {
    const { email } = await signUpUser();
    const prober = new ApiClient();
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => prober.post('/api/auth/signup', { email, password: 'probe-pass-1' })));
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 409)).toHaveLength(100);
    const refused = await prober.post('/api/auth/signup', { email: uniqueEmail('fresh'), password: 'probe-pass-1' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(NETWORK);
    // A sign-up that succeeds takes its count back: a campus signing up is never slowed by its own success.
    expect((await new ApiClient().post('/api/auth/signup', { email: uniqueEmail('fresh'), password: 'probe-pass-1' })).status).toBe(201);
  }, 120_000);

  it('sends at most 5 reset mails per account in 15 minutes, answering unknown and registered addresses alike', async () => {
    for (const email of [(await signUpUser()).email, uniqueEmail('ghost')]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await new ApiClient().post('/api/auth/forgot-password', { email })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await new ApiClient().post('/api/auth/forgot-password', { email });
      expect(refused.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    }
  });
});
