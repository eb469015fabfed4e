import { displayNameOf, initialsOf, publicUser } from './profile.views';

describe('member names from the projection', () => {
  it.each([
    [{ firstName: 'ann', lastName: 'lee', username: 'annl' }, 'AL'],
    [{ firstName: 'Ann', lastName: '', username: 'annl' }, 'AN'],
    [{ firstName: '', lastName: '', username: 'x' }, 'X'],
    [{ firstName: ' ', lastName: ' ', username: '' }, '??'],
    [undefined, '??'],
  ])('initials of %j → %s', (profile, expected) => expect(initialsOf(profile)).toBe(expected));

  it('uses the published display name, else the names, else the username', () => {
    expect(displayNameOf({ displayName: 'Ann Lee', firstName: 'x' })).toBe('Ann Lee');
    expect(displayNameOf({ displayName: '', firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(displayNameOf({ displayName: '', firstName: '', lastName: '', username: 'annl' })).toBe('annl');
    expect(displayNameOf(undefined)).toBe('');
  });

  it('falls back to blank names and blue before identity’s event has arrived', () => {
    expect(publicUser('u1', undefined)).toEqual({ id: 'u1', username: '', firstName: '', lastName: '', displayName: '', colorTheme: 'blue' });
  });
});
