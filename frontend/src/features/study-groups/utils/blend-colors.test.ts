import { MEMBER_COLOR_HEX, MEMBER_COLORS, colorHex } from '@overlap/contracts';
import { blendColors } from './blend-colors';

describe('blended colours', () => {
  it('leaves an empty cell unpainted', () => expect(blendColors([])).toBeUndefined());

  it('keeps one member’s own colour', () => {
    for (const color of MEMBER_COLORS) expect(blendColors([color])).toBe(MEMBER_COLOR_HEX[color]);
  });

  it('mixes two colours channel by channel', () => {
    // purple #8b5cf6 + green #22c55e → (139+34)/2, (92+197)/2, (246+94)/2 = 86.5, 144.5, 170 → 57 91 aa
    expect(blendColors(['purple', 'green'])).toBe('#5791aa');
  });

  it('does not depend on the order of members', () => {
    expect(blendColors(['orange', 'blue', 'pink'])).toBe(blendColors(['pink', 'orange', 'blue']));
  });

  it('weights each member once, so a colour shared by two members pulls harder', () => {
    expect(blendColors(['blue', 'blue', 'teal'])).not.toBe(blendColors(['blue', 'teal']));
    expect(blendColors(['blue', 'blue'])).toBe(MEMBER_COLOR_HEX.blue);
  });

  it('treats unknown colours as blue', () => {
    expect(colorHex('red')).toBe(MEMBER_COLOR_HEX.blue);
    expect(blendColors(['red', 'blue'])).toBe(MEMBER_COLOR_HEX.blue);
  });
});
