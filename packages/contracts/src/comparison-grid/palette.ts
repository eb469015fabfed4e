// Member colours and their paint, shared by groups (which assigns and stores them) and the UI (docs/adr/030-person-colours-and-feed-state.md).

/**
 * The twelve member colours, in the order a group hands them out. The order is chosen so that
 * every prefix is as far apart as the palette allows for normal, protan, deutan and tritan
 * vision (a group of two gets blue and orange); palette.spec.ts measures it.
 */
export const MEMBER_COLORS = ['blue', 'orange', 'orchid', 'mauve', 'olive', 'purple', 'magenta', 'pink', 'lavender', 'sky', 'green', 'forest'] as const;
export type MemberColor = (typeof MEMBER_COLORS)[number];

/**
 * The paint of each `user-{color}` class: grid cells and their blends. Every one keeps 3:1
 * against the light (#ffffff) and the dark (#171a23) surface, so a cell's edge reads in both themes.
 */
export const MEMBER_COLOR_HEX: Record<MemberColor, string> = {
  blue: '#1479b0',
  orange: '#bd3403',
  orchid: '#e44df3',
  mauve: '#825f79',
  olive: '#82885e',
  purple: '#6c4dd6',
  magenta: '#d31da4',
  pink: '#ec5c84',
  lavender: '#a687b9',
  sky: '#418dfa',
  green: '#4aa120',
  forest: '#25793f',
};

/** The avatar shades: the same hues, darkened where needed so white initials keep WCAG AA (4.5:1). */
export const AVATAR_COLOR_HEX: Record<MemberColor, string> = {
  blue: '#1479b0',
  orange: '#bd3403',
  orchid: '#c323d2',
  mauve: '#825f79',
  olive: '#71774d',
  purple: '#6c4dd6',
  magenta: '#d31da4',
  pink: '#cc3e6a',
  lavender: '#866898',
  sky: '#2471dc',
  green: '#2d8500',
  forest: '#25793f',
};

const isMemberColor = (color: string | undefined): color is MemberColor => MEMBER_COLORS.includes(color as MemberColor);

/** An unknown colour (a row from before this palette) falls back to blue. */
export function colorHex(color: string): string {
  return MEMBER_COLOR_HEX[isMemberColor(color) ? color : 'blue'];
}

/** The avatar shade of a colour; an unknown colour falls back to blue. */
export function avatarColorHex(color: string | undefined): string {
  return AVATAR_COLOR_HEX[isMemberColor(color) ? color : 'blue'];
}

/**
 * The colour a new member of a group gets: the first colour of the palette that no current
 * member has, so everyone in a group of up to twelve has their own. Past twelve the least
 * used colour (earliest in the palette on a tie): initials on every avatar tell those apart.
 */
export function nextMemberColor(taken: readonly string[]): MemberColor {
  const uses = new Map<MemberColor, number>(MEMBER_COLORS.map((c) => [c, 0]));
  for (const color of taken) if (isMemberColor(color)) uses.set(color, uses.get(color)! + 1);
  let best: MemberColor = MEMBER_COLORS[0];
  for (const color of MEMBER_COLORS) if (uses.get(color)! < uses.get(best)!) best = color;
  return best;
}

/**
 * A person's colour outside any group (navigation, profile, My Schedule): their user id hashed
 * (32-bit FNV-1a) onto the palette. Nothing to store, the same in every service and browser.
 * Inside a group the group's own colour for them wins (nextMemberColor, stored at join).
 */
export function personColor(userId: string): MemberColor {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return MEMBER_COLORS[hash % MEMBER_COLORS.length]!;
}
