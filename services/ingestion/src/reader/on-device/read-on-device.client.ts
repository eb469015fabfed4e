import { prepareForOcr } from './ocr-image.rules';
import { parseTsv, runTesseract, tesseractLanguages } from './tesseract.client';
import type { ReadClass } from './layout-lines.rules';
import { readPage, type ReadPage } from './timetable-layout.rules';

/**
 * One screenshot read on this machine: prepared in memory, recognised by Tesseract in the student's
 * language, laid out. Free of Nest and the platform, so the accuracy bench runs it as the service does.
 */
export async function readOnDevice(image: Buffer, language: string | undefined): Promise<ReadClass[]> {
  return (await readPageOnDevice(image, language)).classes;
}

/** The same reading with the Monday of the week the screenshot's dates show, when they show one. */
export async function readPageOnDevice(image: Buffer, language: string | undefined): Promise<ReadPage> {
  const prepared = await prepareForOcr(image);
  const words = parseTsv(await runTesseract(prepared.png, tesseractLanguages(language)), prepared.scale);
  return readPage(words, prepared.pixels, language);
}
