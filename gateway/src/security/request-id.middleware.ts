import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const VALID = /^[A-Za-z0-9._-]{8,128}$/;

/** Keeps a well-formed incoming X-Request-Id, otherwise makes one; echoed on the response. */
export function requestId(req: Request, res: Response, next: NextFunction) {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && VALID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  next();
}
