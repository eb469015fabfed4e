import { isActiveLink } from './is-active-link';

describe('active link rule', () => {
  it('matches the root link only on the root path', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/upload')).toBe(false);
    expect(isActiveLink('/', '/calendar')).toBe(false);
  });

  it('matches the other links on their path and below it', () => {
    expect(isActiveLink('/study-groups', '/study-groups')).toBe(true);
    expect(isActiveLink('/study-groups', '/study-groups/42')).toBe(true);
    expect(isActiveLink('/pricing', '/pricing')).toBe(true);
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(isActiveLink('/upload', '/uploads')).toBe(false);
    expect(isActiveLink('/study-groups', '/study')).toBe(false);
    expect(isActiveLink('/daily-offers', '/')).toBe(false);
  });
});
