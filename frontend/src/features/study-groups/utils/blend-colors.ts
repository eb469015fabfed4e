import { colorHex } from '@overlap/contracts';

const channels = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const toHex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/**
 * The colour of a grid cell where several members are busy: the channel-wise mean of their
 * colours in sRGB. Order does not matter; one member keeps their own colour; nobody → undefined
 * (the cell stays unpainted). Mixing is done on the palette's hex values, so the UI and any
 * screenshot agree to the digit.
 */
export function blendColors(colors: readonly string[]): string | undefined {
  if (colors.length === 0) return undefined;
  const sum = [0, 0, 0];
  for (const color of colors) {
    const rgb = channels(colorHex(color));
    for (let i = 0; i < 3; i++) sum[i]! += rgb[i]!;
  }
  return `#${sum.map((s) => toHex(s / colors.length)).join('')}`;
}
