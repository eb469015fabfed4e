import { hashJoinToken, isJoinTokenShape, newJoinToken } from './join-link-token.rules';

describe('join link tokens', () => {
  it('are 43 URL-safe characters, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newJoinToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(isJoinTokenShape(token)).toBe(true);
  });

  it('are stored as a SHA-256 that does not contain them', () => {
    const token = newJoinToken();
    expect(hashJoinToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashJoinToken(token)).toBe(hashJoinToken(token));
    expect(hashJoinToken(token)).not.toContain(token);
  });

  it('refuses anything else by shape', () => {
    for (const raw of ['', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`, undefined, 42])
      expect(isJoinTokenShape(raw)).toBe(false);
  });
});
