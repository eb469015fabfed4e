import { displayName, initials } from './initials';

describe('initials', () => {
  it('uses the first letters of first and last name', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace', username: 'ada42' })).toBe('AL');
  });

  it('falls back to the first two letters of the username, upper-cased', () => {
    expect(initials({ firstName: 'Ada', lastName: '', username: 'lovelace' })).toBe('LO');
    expect(initials({ firstName: '  ', lastName: 'Lovelace', username: 'ada.l' })).toBe('AD');
    expect(initials({ username: 'x' })).toBe('X');
  });

  it("is '??' when there is neither a full name nor a username", () => {
    expect(initials({ firstName: 'Ada', lastName: null, username: '' })).toBe('??');
    expect(initials({})).toBe('??');
  });

  it('keeps letters outside the Basic Multilingual Plane whole', () => {
    expect(initials({ firstName: '𝒜da', lastName: 'Ørsted' })).toBe('𝒜Ø');
  });

  it('shows the full name, else the username', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: '', lastName: '', username: 'ada' })).toBe('ada');
  });
});
