import { MEMBER_COLOR_HEX, MEMBER_COLORS, colorHex } from '@overlap/contracts';
import { blendColors } from './blend-colors';

describe('blended colours', () => {
  it('leaves an empty cell unpainted', () => expect(blendColors([])).toBeUndefined());

  it('keeps one member’s own colour', () => {
    for (const color of MEMBER_COLORS) expect(blendColors([color])).toBe(MEMBER_COLOR_HEX[color]);
  });

  it('mixes two colours channel by channel', () => {
    // purple #6c4dd6 + green #4aa120 → (108+74)/2, (77+161)/2, (214+32)/2 = 91, 119, 123 → 5b 77 7b
    expect(blendColors(['purple', 'green'])).toBe('#5b777b');
  });

  it('does not depend on the order of members', () => {
    expect(blendColors(['orange', 'blue', 'pink'])).toBe(blendColors(['pink', 'orange', 'blue']));
  });

  it('weights each member once, so a colour shared by two members pulls harder', () => {
    expect(blendColors(['blue', 'blue', 'forest'])).not.toBe(blendColors(['blue', 'forest']));
    expect(blendColors(['blue', 'blue'])).toBe(MEMBER_COLOR_HEX.blue);
  });

  it('treats unknown colours as blue', () => {
    expect(colorHex('teal')).toBe(MEMBER_COLOR_HEX.blue);
    expect(blendColors(['teal', 'blue'])).toBe(MEMBER_COLOR_HEX.blue);
  });
});
