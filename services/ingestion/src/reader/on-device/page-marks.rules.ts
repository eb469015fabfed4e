/**
 * The height of a page's capital letters in pixels, from its ink (1) and paper (0): the upper
 * quartile of the heights of its connected marks that are shaped like letters (no wider than
 * three times their height; lines, blocks and specks left out). Undefined on a page without text.
 */
export function letterHeight(ink: Uint8Array, width: number, height: number): number | undefined {
  const seen = new Uint8Array(ink.length);
  const heights: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    let [top, bottom, left, right] = [height, 0, width, 0];
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop()!;
      const y = Math.floor(p / width);
      const x = p - y * width;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
      const next = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1];
      for (const q of next)
        if (q >= 0 && ink[q] && !seen[q]) {
          seen[q] = 1;
          stack.push(q);
        }
    }
    const [h, w] = [bottom - top + 1, right - left + 1];
    if (h >= 3 && h <= 200 && w <= 3 * h) heights.push(h);
  }
  if (heights.length < 10) return undefined;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length * 0.75)];
}

/**
 * The ruling lines of a page's ink (1) as a mask: runs of ink at least `length` pixels long,
 * across or down. A bordered table's lines touch its cells' text, and Tesseract then reads a
 * whole cell as one blot; letters are never that long in one stroke, so the lines can go.
 */
export function rulingLines(ink: Uint8Array, width: number, height: number, length: number): Uint8Array {
  const lines = new Uint8Array(ink.length);
  const mark = (from: number, count: number, step: number) => {
    for (let k = 0, p = from; k < count; k++, p += step) lines[p] = 1;
  };
  for (let y = 0; y < height; y++) {
    let run = 0;
    for (let x = 0; x <= width; x++) {
      if (x < width && ink[y * width + x]) run++;
      else {
        if (run >= length) mark(y * width + x - run, run, 1);
        run = 0;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let run = 0;
    for (let y = 0; y <= height; y++) {
      if (y < height && ink[y * width + x]) run++;
      else {
        if (run >= length) mark((y - run) * width + x, run, width);
        run = 0;
      }
    }
  }
  return lines;
}
