import { randomUUID } from 'node:crypto';
import { AVATAR_COLOR_HEX, avatarColorHex, colorHex, MEMBER_COLOR_HEX, MEMBER_COLORS, personColor } from './palette';

describe('personColor', () => {
  it('gives the same id the same colour every time', () => {
    const id = '0b6f5a52-8f3e-4d55-9d51-2a7c1c0e4f11';
    expect(personColor(id)).toBe(personColor(id));
    expect(MEMBER_COLORS).toContain(personColor(id));
  });

  it('is the 32-bit FNV-1a hash of the id modulo six (fixed so every side computes it alike)', () => {
    // FNV-1a("a") = 0xe40c292c = 3826002220; 3826002220 % 6 = 4 → pink. FNV-1a("") = 0x811c9dc5 = 2166136261; % 6 = 1 → green.
    expect(personColor('a')).toBe('pink');
    expect(personColor('')).toBe('green');
  });

  it('spreads ids over all six colours', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const color = personColor(randomUUID());
      counts.set(color, (counts.get(color) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...MEMBER_COLORS].sort());
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
  });
});

describe('colour paint', () => {
  it('falls back to blue for an unknown colour (SPEC.md §3)', () => {
    expect(colorHex('red')).toBe(MEMBER_COLOR_HEX.blue);
    expect(avatarColorHex('red')).toBe(AVATAR_COLOR_HEX.blue);
    expect(avatarColorHex(undefined)).toBe(AVATAR_COLOR_HEX.blue);
    expect(avatarColorHex('teal')).toBe('#0f766e');
  });
});
