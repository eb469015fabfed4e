import type { IncomingHttpHeaders } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

export interface BodyRefusal {
  status: 400 | 415;
  message: string;
}

export const JSON_BODY_MESSAGES = {
  notJson: 'Request body is not valid JSON',
  notObject: 'Request body must be a JSON object',
  compressed: 'Compressed request bodies are not accepted: send plain UTF-8 JSON',
  charset: 'Request bodies must be JSON in UTF-8',
  byteOrderMark: 'Request bodies must be JSON in UTF-8 without a byte order mark',
} as const;

const UTF8 = new Set(['utf-8', 'utf8']);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The JSON bodies the API takes: UTF-8, no byte order mark, no content coding. Anything else is
 * refused, never decoded, so the gateway (which reads sign-in e-mails for its limits) and the
 * services (which act on them) can only ever see the same bytes mean the same thing.
 */
export function jsonHeadersRefusal(headers: IncomingHttpHeaders): BodyRefusal | undefined {
  const coding = headers['content-encoding']?.trim().toLowerCase();
  if (coding && coding !== 'identity') return { status: 415, message: JSON_BODY_MESSAGES.compressed };
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset && !UTF8.has(charset)) return { status: 415, message: JSON_BODY_MESSAGES.charset };
  return undefined;
}

/** Parses a JSON body's bytes exactly as every service does; an empty body is `{}`, and every route takes an object. */
export function decodeJsonBody(raw: Buffer): { value: unknown } | BodyRefusal {
  if (raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf) return { status: 415, message: JSON_BODY_MESSAGES.byteOrderMark };
  if ((raw[0] === 0xfe && raw[1] === 0xff) || (raw[0] === 0xff && raw[1] === 0xfe)) return { status: 415, message: JSON_BODY_MESSAGES.charset };
  if (raw.length === 0) return { value: {} };
  let value: unknown;
  try {
    value = JSON.parse(strictUtf8.decode(raw));
  } catch {
    return { status: 400, message: JSON_BODY_MESSAGES.notJson };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { status: 400, message: JSON_BODY_MESSAGES.notObject };
  return { value };
}

const refuse = (res: Response, r: BodyRefusal) => res.status(r.status).json({ statusCode: r.status, message: r.message });

/**
 * Every service's JSON body parser: express.raw reads the bytes (with the limit), then
 * decodeJsonBody decides. A body another parser already took (billing's webhook) is left alone.
 */
export function jsonBodies(limit: string): RequestHandler {
  const readBytes = express.raw({ type: () => true, limit, inflate: false });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.body !== undefined || req.is('application/json') !== 'application/json') return next();
    const refusal = jsonHeadersRefusal(req.headers);
    if (refusal) return refuse(res, refusal);
    readBytes(req, res, (err?: unknown) => {
      if (err) return next(err);
      const decoded = decodeJsonBody(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      if ('status' in decoded) return refuse(res, decoded);
      req.body = decoded.value;
      next();
    });
  };
}
