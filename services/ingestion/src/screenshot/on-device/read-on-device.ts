import { prepareForOcr } from './ocr-image';
import { parseTsv, runTesseract, TESSERACT_LANGUAGES } from './tesseract';
import { readTimetable, type ReadClass } from './timetable-layout';

/**
 * Tesseract's languages for a timetable in the student's language: that language alone for the
 * Latin scripts (its model reads English words and digits too, and adding English's makes it drop
 * accents: 'Algebre' for 'Algèbre'), Chinese with English for the room codes and course codes.
 */
export function tesseractLanguages(language: string | undefined): string {
  const own = language ? TESSERACT_LANGUAGES[language] : undefined;
  if (!own) return 'eng';
  return language === 'zh' ? `${own}+eng` : own;
}

/** One screenshot read on this machine: prepared in memory, recognised by Tesseract in the student's language, laid out. */
export async function readOnDevice(image: Buffer, language: string | undefined): Promise<ReadClass[]> {
  const prepared = await prepareForOcr(image);
  const words = parseTsv(await runTesseract(prepared.png, tesseractLanguages(language)), prepared.scale);
  return readTimetable(words, prepared.pixels);
}
