import { randomUUID } from 'node:crypto';
import { AVATAR_COLOR_HEX, avatarColorHex, colorHex, MEMBER_COLOR_HEX, MEMBER_COLORS, type MemberColor, nextMemberColor, personColor } from './palette';

// Colour science for the checks below: sRGB → linear, WCAG luminance, OKLab, and the Machado et al. (2009)
// full-severity simulations of protanopia, deuteranopia and tritanopia in linear RGB.
const linear = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
const luminance = (hex: string) => {
  const [r, g, b] = linear(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const oklab = ([r, g, b]: number[]) => {
  const l = Math.cbrt(0.4122214708 * r! + 0.5363325363 * g! + 0.0514459929 * b!);
  const m = Math.cbrt(0.2119034982 * r! + 0.6806995451 * g! + 0.1073969566 * b!);
  const s = Math.cbrt(0.0883024619 * r! + 0.2817188376 * g! + 0.6299787005 * b!);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
};
const VISION: Record<string, number[][]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protan: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deutan: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritan: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};
/** Distance of two colours as a viewer with that vision sees them (OKLab × 100; about 2 is just noticeable). */
const seen = (vision: string, a: string, b: string) => {
  const look = (hex: string) =>
    oklab(
      VISION[vision]!.map((row) =>
        Math.min(
          1,
          Math.max(
            0,
            row.reduce((sum, k, i) => sum + k * linear(hex)[i]!, 0),
          ),
        ),
      ),
    );
  const [x, y] = [look(a), look(b)];
  return Math.hypot(x[0]! - y[0]!, x[1]! - y[1]!, x[2]! - y[2]!) * 100;
};
/** The closest two colours of a set, for the worst of the four visions. */
const closest = (colors: readonly MemberColor[]) => {
  let min = Infinity;
  for (let i = 0; i < colors.length; i++)
    for (let j = i + 1; j < colors.length; j++)
      for (const vision of Object.keys(VISION)) min = Math.min(min, seen(vision, MEMBER_COLOR_HEX[colors[i]!], MEMBER_COLOR_HEX[colors[j]!]));
  return min;
};

const LIGHT_SURFACE = '#ffffff';
const DARK_SURFACE = '#171a23';

describe('member palette', () => {
  it('has twelve colours that stay apart for normal, protan, deutan and tritan vision, the first ones furthest', () => {
    expect(MEMBER_COLORS).toHaveLength(12);
    // Measured: all twelve ≥ 6.2 apart; a group of two ≥ 22, of four ≥ 9, of six ≥ 7.7 (the old six: 1.3 for purple/blue under tritanopia).
    expect(closest(MEMBER_COLORS)).toBeGreaterThan(6);
    expect(closest(MEMBER_COLORS.slice(0, 2))).toBeGreaterThan(20);
    expect(closest(MEMBER_COLORS.slice(0, 4))).toBeGreaterThan(9);
    expect(closest(MEMBER_COLORS.slice(0, 6))).toBeGreaterThan(7.5);
  });

  it('keeps cells at 3:1 on the light and the dark surface, and white initials at 4.5:1 on avatars that also stand out in dark mode', () => {
    for (const color of MEMBER_COLORS) {
      expect(contrast(MEMBER_COLOR_HEX[color], LIGHT_SURFACE)).toBeGreaterThanOrEqual(3);
      expect(contrast(MEMBER_COLOR_HEX[color], DARK_SURFACE)).toBeGreaterThanOrEqual(3);
      expect(contrast(AVATAR_COLOR_HEX[color], '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(AVATAR_COLOR_HEX[color], DARK_SURFACE)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('nextMemberColor', () => {
  it('gives each new member the first colour nobody in the group has', () => {
    expect(nextMemberColor([])).toBe('blue');
    expect(nextMemberColor(['blue'])).toBe('orange');
    expect(nextMemberColor(['orange'])).toBe('blue'); // the colour of someone who left is free again
    const group: string[] = [];
    for (let i = 0; i < 12; i++) group.push(nextMemberColor(group));
    expect(new Set(group).size).toBe(12);
  });

  it('past twelve repeats the least used colour, and ignores colours from before this palette', () => {
    expect(nextMemberColor([...MEMBER_COLORS])).toBe('blue');
    expect(nextMemberColor([...MEMBER_COLORS, 'blue'])).toBe('orange');
    expect(nextMemberColor(['teal', 'blue'])).toBe('orange');
  });
});

describe('personColor', () => {
  it('gives the same id the same colour every time', () => {
    const id = '0b6f5a52-8f3e-4d55-9d51-2a7c1c0e4f11';
    expect(personColor(id)).toBe(personColor(id));
    expect(MEMBER_COLORS).toContain(personColor(id));
  });

  it('is the 32-bit FNV-1a hash of the id modulo twelve (fixed so every side computes it alike)', () => {
    // FNV-1a("a") = 3826002220; % 12 = 4 → olive. FNV-1a("") = 2166136261; % 12 = 1 → orange.
    expect(personColor('a')).toBe('olive');
    expect(personColor('')).toBe('orange');
  });

  it('spreads ids over all twelve colours', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 12000; i++) {
      const color = personColor(randomUUID());
      counts.set(color, (counts.get(color) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...MEMBER_COLORS].sort());
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
  });
});

describe('colour paint', () => {
  it('falls back to blue for an unknown colour', () => {
    expect(colorHex('teal')).toBe(MEMBER_COLOR_HEX.blue);
    expect(avatarColorHex('teal')).toBe(AVATAR_COLOR_HEX.blue);
    expect(avatarColorHex(undefined)).toBe(AVATAR_COLOR_HEX.blue);
    expect(avatarColorHex('forest')).toBe('#25793f');
  });
});
