// The member colours groups hands out and the UI paints (docs/adr/007-study-groups-and-comparison.md).

/** Member colours in rotation order (SPEC.md §9); a group's members get them by join order. */
export const MEMBER_COLORS = ['purple', 'green', 'orange', 'blue', 'pink', 'teal'] as const;
export type MemberColor = (typeof MEMBER_COLORS)[number];

/** The paint behind each `user-{color}` class (Tailwind's 500 shades). */
export const MEMBER_COLOR_HEX: Record<MemberColor, string> = {
  purple: '#8b5cf6',
  green: '#22c55e',
  orange: '#f97316',
  blue: '#3b82f6',
  pink: '#ec4899',
  teal: '#14b8a6',
};

/** SPEC.md §3: an unknown colour falls back to blue. */
export function colorHex(color: string): string {
  return MEMBER_COLOR_HEX[color as MemberColor] ?? MEMBER_COLOR_HEX.blue;
}
