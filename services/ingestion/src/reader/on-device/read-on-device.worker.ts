import { parentPort } from 'node:worker_threads';
import { readPageOnDevice } from './read-on-device.client';
import type { ReadPage } from './timetable-layout.rules';

/** What the reading pool sends a worker: one screenshot (copied into the message) and the student's language. */
export interface ReadingRequest {
  id: number;
  image: Uint8Array;
  language: string | undefined;
}

/** What a worker answers: the page, or why it could not be read. */
export type ReadingReply = { id: number; page: ReadPage } | { id: number; error: string };

/**
 * A reading thread: the page's preparation (decoding, thresholds, ruling lines) and its layout are
 * seconds of plain JavaScript per busy minute, run here so the service's event loop keeps answering
 * (Tesseract itself is a child process started from this thread).
 */
parentPort?.on('message', (request: ReadingRequest) => {
  const image = Buffer.from(request.image.buffer, request.image.byteOffset, request.image.byteLength);
  readPageOnDevice(image, request.language).then(
    (page) => parentPort?.postMessage({ id: request.id, page } satisfies ReadingReply),
    (err: unknown) => parentPort?.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) } satisfies ReadingReply),
  );
});
