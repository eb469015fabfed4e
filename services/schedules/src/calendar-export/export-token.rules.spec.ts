import { hashExportToken, newExportToken, tokenOfFileName } from './export-token.rules';

describe('export tokens', () => {
  it('are 256 random bits in 43 path-safe characters, never the same twice', () => {
    const tokens = Array.from({ length: 50 }, newExportToken);
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as their SHA-256, not as themselves', () => {
    const token = newExportToken();
    expect(hashExportToken(token)).toHaveLength(32);
    expect(hashExportToken(token).equals(hashExportToken(token))).toBe(true);
    expect(hashExportToken(token).toString('base64url')).not.toBe(token);
  });

  it('are read only from a `<token>.ics` file name', () => {
    const token = newExportToken();
    expect(tokenOfFileName(`${token}.ics`)).toBe(token);
    expect(tokenOfFileName(token)).toBeUndefined();
    expect(tokenOfFileName(`${token}.ICS`)).toBeUndefined();
    expect(tokenOfFileName(`${token.slice(1)}.ics`)).toBeUndefined();
    expect(tokenOfFileName(`${token}a.ics`)).toBeUndefined();
    expect(tokenOfFileName(`../${token}.ics`)).toBeUndefined();
  });
});
