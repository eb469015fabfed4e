// Avatars carry white initials, so they use darker shades (700) of the member colours than the
// grid's paint (500, the palette in @overlap/contracts): white on them keeps WCAG AA contrast.
const AVATAR_HEX: Record<string, string> = {
  purple: '#6d28d9',
  green: '#15803d',
  orange: '#c2410c',
  blue: '#1d4ed8',
  pink: '#be185d',
  teal: '#0f766e',
};

/** SPEC.md §3: an unknown colour falls back to blue. */
export const avatarHex = (color: string | undefined) => AVATAR_HEX[color ?? 'blue'] ?? AVATAR_HEX.blue!;
