import { safeReturnPath, signInPathFor } from './return-path';

describe('the return path after signing in', () => {
  it.each([
    ['/upload', '/upload'],
    ['/study-groups?group=8f0c2a', '/study-groups?group=8f0c2a'],
    ['/profile#bio', '/profile#bio'],
    ['/study-groups/../profile', '/profile'],
  ])('follows a path of this app: %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['an absolute address', 'https://evil.test/upload'],
    ['a protocol-relative address', '//evil.test/upload'],
    ['a backslash address', '/\\evil.test'],
    ['a tab hidden in the slashes', '/\t/evil.test'],
    ['a newline hidden in the slashes', '/\n/evil.test'],
    ['a path that normalises to two slashes', '/.//evil.test'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'upload'],
    ['the sign-in page itself', '/auth?next=/upload'],
    ['the reset page', '/reset-password?token=used'],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw)).toBeUndefined();
  });

  it('carries the address through /auth encoded', () => {
    const path = signInPathFor('/study-groups?group=8f0c2a&x=1');
    expect(path).toBe('/auth?next=%2Fstudy-groups%3Fgroup%3D8f0c2a%26x%3D1');
    expect(safeReturnPath(new URL(path, window.location.origin).searchParams.get('next'))).toBe('/study-groups?group=8f0c2a&x=1');
  });
});
