import { nextMemberColor } from './member-colors';

function joinInOrder(n: number): string[] {
  const colors: string[] = [];
  for (let i = 0; i < n; i++) colors.push(nextMemberColor(colors));
  return colors;
}

describe('member colour rotation', () => {
  it('rotates purple, green, orange, blue, pink, teal by join order', () => {
    expect(joinInOrder(6)).toEqual(['purple', 'green', 'orange', 'blue', 'pink', 'teal']);
  });

  it('starts over after six members', () => {
    expect(joinInOrder(14)).toEqual([
      ...['purple', 'green', 'orange', 'blue', 'pink', 'teal'],
      ...['purple', 'green', 'orange', 'blue', 'pink', 'teal'],
      ...['purple', 'green'],
    ]);
  });

  it('gives a newcomer the colour a leaver freed, so small groups stay distinct', () => {
    // purple, green, orange joined; green left.
    expect(nextMemberColor(['purple', 'orange'])).toBe('green');
    // purple left a full group of six: the seventh joiner takes purple, not a second colour.
    expect(nextMemberColor(['green', 'orange', 'blue', 'pink', 'teal'])).toBe('purple');
  });

  it('ignores colours that are not in the palette', () => {
    expect(nextMemberColor(['red', 'purple'])).toBe('green');
  });
});
