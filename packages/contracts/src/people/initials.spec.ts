import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    [{ firstName: 'ann', lastName: 'lee', username: 'annl' }, 'AL'],
    [{ firstName: 'Ann', lastName: '', username: 'annl' }, 'AN'],
    [{ firstName: '', lastName: '', username: 'x' }, 'X'],
    [{ firstName: ' ', lastName: ' ', username: '' }, '??'],
    [{}, '??'],
    [{ firstName: '𝒜da', lastName: 'Ørsted' }, '𝒜Ø'],
    // Issue 30: markup or punctuation in a name is not a letter.
    [{ firstName: '<b>Olga', lastName: '"Berg"' }, 'OB'],
    [{ firstName: '<', lastName: '>', username: '__ada' }, 'AD'],
    [{ firstName: '李', lastName: '小龙' }, '李小'],
  ])('%j → %s', (name, expected) => expect(initialsOf(name)).toBe(expected));
});
