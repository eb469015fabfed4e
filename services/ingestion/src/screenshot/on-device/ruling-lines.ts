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
