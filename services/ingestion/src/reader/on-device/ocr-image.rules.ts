import sharp from 'sharp';
import type { PagePixels } from './timetable-layout.rules';
import { letterHeight, rulingLines } from './page-marks.rules';

/** A screenshot made ready for Tesseract: dark text on white, nothing else, at a readable size. */
export interface OcrImage {
  png: Buffer;
  /** Prepared pixels per screenshot pixel (word boxes are divided by it). */
  scale: number;
  dark: boolean;
  /** The screenshot's own grey pixels, for block edges. */
  pixels: PagePixels;
}

/** Tesseract reads best with capitals about this tall (accents and thin strokes survive). */
const TARGET_LETTER_PX = 30;
/** Enlarged pages stay under this many pixels: Tesseract's time grows with them. */
const MAX_PIXELS = 12_000_000;
/** Longer than any letter's stroke at phone scale (CJK characters of 3× screenshots are about 40 px). */
const RULING_LINE_PX = 80;

/**
 * Timetables put text on coloured blocks, between grid lines, in light or dark schemes; Tesseract's
 * own page segmentation loses most of it. So the page becomes ink on paper first: the commonest
 * grey is the background, its brightness says light or dark, and only pixels far from it on the
 * text side stay (block fills and grid lines are nearer the background than text is). Small text
 * (a desktop crop's 13 px) is enlarged to a size Tesseract reads well, while still grey: enlarging
 * after thresholding would enlarge jagged edges and lose accents. Everything stays in memory.
 */
export async function prepareForOcr(image: Buffer): Promise<OcrImage> {
  const { data, info } = await sharp(image, { limitInputPixels: 40_000_000 }).rotate().greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const histogram = new Array<number>(256).fill(0);
  for (const v of data) histogram[v]++;
  const background = histogram.indexOf(Math.max(...histogram));
  const dark = background < 128;
  // Light text on dark: keep what is clearly brighter than the block fills; dark text on light: clearly darker.
  // Dark schemes print secondary text in mid grey (#8e8e93, 142): above any block fill (under 90) but below the 150 that
  // bright text needs (lower, its anti-aliased edges thicken dense strokes: Chinese in dark schemes was misread).
  const threshold = dark ? Math.max(background + 80, 110) : Math.min(background - 60, 160);
  const brightThreshold = Math.max(background + 90, 150);
  const isInk = (v: number) => (dark ? v > threshold : v < threshold);
  const marks = Uint8Array.from(data, (v) => (isInk(v) ? 1 : 0));
  // Table borders go first (they would join the letters they touch), then letters are measured.
  const lines = rulingLines(marks, width, height, RULING_LINE_PX);
  const page = Buffer.from(data);
  for (let i = 0; i < lines.length; i++)
    if (lines[i]) {
      page[i] = background;
      marks[i] = 0;
    }
  const letters = letterHeight(marks, width, height);
  const wanted = letters ? Math.round((2 * TARGET_LETTER_PX) / letters) / 2 : 1;
  const scale = Math.max(1, Math.min(wanted, Math.floor(2 * Math.sqrt(MAX_PIXELS / (width * height))) / 2));
  const [w, h] = [Math.round(width * scale), Math.round(height * scale)];
  const grey =
    scale === 1
      ? page
      : await sharp(page, { raw: { width, height, channels: 1 } })
          .resize(w, h, { kernel: 'lanczos3' })
          .toColourspace('b-w')
          .raw()
          .toBuffer();
  // Only a page read at its own size: an enlarged one (small text, a shrunk JPEG) has soft edges that are part of its letters.
  const paperAbove = lightInkThreshold(background, isJpeg(image) && scale > 1);
  const ink =
    dark && scale === 1 ? darkInk(grey, w, threshold, brightThreshold) : Buffer.from(grey.map((v) => ((dark ? v > threshold : v < paperAbove) ? 0 : 255)));
  const png = await sharp(ink, { raw: { width: w, height: h, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, scale: w / width, dark, pixels: { width, height, grey: data } };
}

/**
 * Ink of a dark page with two thresholds: a mark brighter than `low` is ink whole when none of it
 * reaches `high` (dim secondary text), and only its part above `high` when some does (bright text,
 * whose anti-aliased edges would otherwise thicken it). Marks are 4-connected pixels above `low`.
 */
export function darkInk(grey: Uint8Array, width: number, low: number, high: number): Buffer {
  const ink = Buffer.alloc(grey.length, 255);
  const seen = new Uint8Array(grey.length);
  const queue = new Int32Array(grey.length);
  for (let start = 0; start < grey.length; start++) {
    if (seen[start] || grey[start] <= low) continue;
    let [head, tail, bright] = [0, 0, false];
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
      const i = queue[head++];
      if (grey[i] > high) bright = true;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i >= width ? i - width : -1, i + width < grey.length ? i + width : -1])
        if (j >= 0 && !seen[j] && grey[j] > low) {
          seen[j] = 1;
          queue[tail++] = j;
        }
    }
    for (let k = 0; k < tail; k++) if (!bright || grey[queue[k]] > high) ink[queue[k]] = 0;
  }
  return ink;
}

const isJpeg = (image: Buffer) => image[0] === 0xff && image[1] === 0xd8;

/**
 * Below this grey a light page's pixel is ink. A JPEG shown smaller than it was made (a chat app's
 * copy) and enlarged again for reading has its thin strokes blurred to mid grey: its ink reaches
 * nearer the paper (190 on white, 160 otherwise; 'Contract Law' at 9 px lost its thin letters).
 */
export function lightInkThreshold(background: number, shrunkJpeg: boolean): number {
  return shrunkJpeg ? Math.min(background - 40, 190) : Math.min(background - 60, 160);
}
