import sharp from 'sharp';
import { darkInk, lightInkThreshold, prepareForOcr } from './ocr-image.rules';

/** A dark page (black) with a block's fill, a bright mark and a dim grey mark, as a PNG. */
async function darkPage() {
  const [width, height] = [120, 60];
  const rgb = Buffer.alloc(width * height * 3);
  const paint = (x0: number, y0: number, w: number, h: number, [r, g, b]: number[]) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) rgb.set([r, g, b], (y * width + x) * 3);
  };
  paint(60, 0, 60, 60, [0x1e, 0x3a, 0x5f]); // a class block's fill
  paint(10, 10, 4, 30, [0xf2, 0xf2, 0xf7]); // a title's stroke
  paint(30, 10, 4, 30, [0x8e, 0x8e, 0x93]); // a room's stroke in the secondary grey of dark schemes
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('prepareForOcr on a dark page', () => {
  it('keeps bright text and the secondary grey as ink, and the block fill as paper', async () => {
    const prepared = await prepareForOcr(await darkPage());
    expect(prepared.dark).toBe(true);
    const { data, info } = await sharp(prepared.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[Math.round(y * prepared.scale) * info.width + Math.round(x * prepared.scale)];
    expect(at(12, 25)).toBe(0);
    expect(at(32, 25)).toBe(0);
    expect(at(90, 25)).toBe(255);
    expect(at(45, 25)).toBe(255);
  });
});

describe('darkInk', () => {
  it('keeps a dim mark whole, and of a bright mark only its bright core (not its anti-aliased edge)', () => {
    // One row: background, a dim mark (142), background, a bright mark (240) with edges of 130 either side.
    const grey = Uint8Array.from([0, 142, 142, 0, 130, 240, 240, 130, 0]);
    expect([...darkInk(grey, grey.length, 110, 150)]).toEqual([255, 0, 0, 255, 255, 0, 0, 255, 255]);
  });
});

describe('lightInkThreshold', () => {
  it('reaches nearer the paper for a shrunk JPEG read enlarged, whose thin strokes are blurred to mid grey', () => {
    expect(lightInkThreshold(255, false)).toBe(160);
    expect(lightInkThreshold(255, true)).toBe(190);
    // A grey page keeps its distance from the paper.
    expect(lightInkThreshold(200, true)).toBe(160);
  });
});
