import { prepareForOcr } from './ocr-image.rules';
import { parseTsv, runTesseract, tesseractLanguages } from './tesseract.client';
import { readTimetable, type ReadClass } from './timetable-layout.rules';

/**
 * One screenshot read on this machine: prepared in memory, recognised by Tesseract in the student's
 * language, laid out. Free of Nest and the platform, so the accuracy bench runs it as the service does.
 */
export async function readOnDevice(image: Buffer, language: string | undefined): Promise<ReadClass[]> {
  const prepared = await prepareForOcr(image);
  const words = parseTsv(await runTesseract(prepared.png, tesseractLanguages(language)), prepared.scale);
  return readTimetable(words, prepared.pixels, language);
}
