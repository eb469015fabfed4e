import { MEMBER_COLORS, type MemberColor } from '@overlap/contracts';

/**
 * The colour a new member gets: colours rotate purple, green, orange, blue, pink, teal by join
 * order (SPEC.md §9). After someone left, the new member takes the least-used colour among the
 * current members (earliest in the rotation on a tie), so groups of up to six never share a
 * colour and nobody's colour changes when others come and go.
 */
export function nextMemberColor(currentColors: readonly string[]): MemberColor {
  const uses = new Map<MemberColor, number>(MEMBER_COLORS.map((c) => [c, 0]));
  for (const color of currentColors) if (uses.has(color as MemberColor)) uses.set(color as MemberColor, uses.get(color as MemberColor)! + 1);
  const fewest = Math.min(...uses.values());
  return MEMBER_COLORS.find((c) => uses.get(c) === fewest)!;
}
