import { prepareForOcr } from './ocr-image';
import { parseTsv, runTesseract, TESSERACT_LANGUAGES } from './tesseract';
import { readTimetable, type ReadClass } from './timetable-layout';

/** One screenshot read on this machine: prepared in memory, recognised by Tesseract (`language` first, then English), laid out. */
export async function readOnDevice(image: Buffer, language: string | undefined): Promise<ReadClass[]> {
  const own = language && language !== 'en' ? TESSERACT_LANGUAGES[language] : undefined;
  const prepared = await prepareForOcr(image);
  const words = parseTsv(await runTesseract(prepared.png, own ? `${own}+eng` : 'eng'), prepared.scale);
  return readTimetable(words, prepared.pixels);
}
