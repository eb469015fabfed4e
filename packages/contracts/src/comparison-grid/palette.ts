// A person's colour and its paint, shared by groups (the colour it answers) and the UI (docs/adr/030-person-colours-and-feed-state.md).

/** The six person colours (SPEC.md §9's rotation order). */
export const MEMBER_COLORS = ['purple', 'green', 'orange', 'blue', 'pink', 'teal'] as const;
export type MemberColor = (typeof MEMBER_COLORS)[number];

/** The paint behind each `user-{color}` class (Tailwind's 500 shades): grid cells and their blends. */
export const MEMBER_COLOR_HEX: Record<MemberColor, string> = {
  purple: '#8b5cf6',
  green: '#22c55e',
  orange: '#f97316',
  blue: '#3b82f6',
  pink: '#ec4899',
  teal: '#14b8a6',
};

/** Darker shades (700) of the same colours for avatars: white initials on them keep WCAG AA contrast. */
export const AVATAR_COLOR_HEX: Record<MemberColor, string> = {
  purple: '#6d28d9',
  green: '#15803d',
  orange: '#c2410c',
  blue: '#1d4ed8',
  pink: '#be185d',
  teal: '#0f766e',
};

/** SPEC.md §3: an unknown colour falls back to blue. */
export function colorHex(color: string): string {
  return MEMBER_COLOR_HEX[color as MemberColor] ?? MEMBER_COLOR_HEX.blue;
}

/** The avatar shade of a colour; an unknown colour falls back to blue. */
export function avatarColorHex(color: string | undefined): string {
  return AVATAR_COLOR_HEX[color as MemberColor] ?? AVATAR_COLOR_HEX.blue;
}

/**
 * A person's one colour, everywhere they appear (navigation, group cards, comparisons, My
 * Schedule): their user id hashed (32-bit FNV-1a) onto the six colours. Nothing to store or
 * project, the same in every service and browser, and it never changes while the id stays.
 */
export function personColor(userId: string): MemberColor {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return MEMBER_COLORS[hash % MEMBER_COLORS.length]!;
}
