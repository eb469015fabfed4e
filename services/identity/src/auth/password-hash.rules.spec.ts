import { dummyVerify, hashPassword, verifyPassword } from './password-hash.rules';

describe('password hashing', () => {
  it('uses argon2id with a per-hash salt', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    await expect(verifyPassword(hash, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'Correct horse battery')).resolves.toBe(false);
  });

  it('treats a malformed hash as a mismatch, not a crash', async () => {
    await expect(verifyPassword('not-a-hash', 'x')).resolves.toBe(false);
  });

  it('dummy verification never succeeds', async () => {
    await expect(dummyVerify('not-a-real-password-for-timing')).resolves.toBe(false);
  });
});
