import sharp from 'sharp';
import type { PagePixels } from './timetable-layout';

/** A screenshot made ready for Tesseract: dark text on white, nothing else, at a readable size. */
export interface OcrImage {
  png: Buffer;
  /** Prepared pixels per screenshot pixel (word boxes are divided by it). */
  scale: number;
  dark: boolean;
  /** The screenshot's own grey pixels, for block edges. */
  pixels: PagePixels;
}

/** Text this small (CSS 12–13 px on a desktop crop) reads far better at twice the size. */
const UPSCALE_BELOW_WIDTH = 2000;

/**
 * Timetables put text on coloured blocks, between grid lines, in light or dark schemes; Tesseract's
 * own page segmentation loses most of it. So the page becomes ink on paper first: the commonest
 * grey is the background, its brightness says light or dark, and only pixels far from it on the
 * text side stay (block fills and grid lines are nearer the background than text is).
 * Everything stays in memory.
 */
export async function prepareForOcr(image: Buffer): Promise<OcrImage> {
  const { data, info } = await sharp(image, { limitInputPixels: 40_000_000 }).rotate().greyscale().raw().toBuffer({ resolveWithObject: true });
  const histogram = new Array<number>(256).fill(0);
  for (const v of data) histogram[v]++;
  const background = histogram.indexOf(Math.max(...histogram));
  const dark = background < 128;
  // Light text on dark: keep what is clearly brighter than the block fills; dark text on light: clearly darker.
  const threshold = dark ? Math.max(background + 90, 150) : Math.min(background - 60, 160);
  const ink = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) ink[i] = (dark ? data[i] > threshold : data[i] < threshold) ? 0 : 255;
  const scale = info.width < UPSCALE_BELOW_WIDTH && info.height < 3 * UPSCALE_BELOW_WIDTH ? 2 : 1;
  let pipeline = sharp(ink, { raw: { width: info.width, height: info.height, channels: 1 } });
  if (scale !== 1) pipeline = pipeline.resize(info.width * scale, info.height * scale, { kernel: 'cubic' });
  return { png: await pipeline.png({ compressionLevel: 1 }).toBuffer(), scale, dark, pixels: { width: info.width, height: info.height, grey: data } };
}
