// The screenshot reader: an image in, weekly classes out (a vision model or Tesseract on this
// server, ADR 028). It knows nothing of sources, sync or HTTP routes; the rest of ingestion
// imports it only through this file.
export { ReaderModule } from './reader.module';
export { READERS, ReaderService, type ReaderName } from './reader.service';
// The languages the on-device reader reads and the Tesseract models each needs (the image check derives them).
export { TESSERACT_LANGUAGES, tesseractLanguages } from './on-device/tesseract.client';
