import { usernameBase, usernameCandidate } from './username.rules';

describe('the username derived at sign-up', () => {
  it("is the e-mail's local part, lower-cased, without characters a username may not hold", () => {
    expect(usernameBase('Ada.Lovelace+cs@uni.test')).toBe('ada.lovelacecs');
    expect(usernameBase('jens_ole-99@uni.test')).toBe('jens_ole-99');
  });

  it('keeps at most 24 characters', () => {
    expect(usernameBase(`${'a'.repeat(30)}@uni.test`)).toBe('a'.repeat(24));
  });

  it("is 'student' when nothing of the local part remains", () => {
    expect(usernameBase('ÆØÅ@uni.test')).toBe('student');
    expect(usernameBase('@uni.test')).toBe('student');
  });

  it('tries the base with a 4- or 5-digit suffix when the base is taken', () => {
    for (let i = 0; i < 50; i++) expect(usernameCandidate('ada')).toMatch(/^ada\d{4,5}$/);
  });
});
