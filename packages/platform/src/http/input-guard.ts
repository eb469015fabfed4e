import type { NextFunction, Request, Response } from 'express';

/** A parsed body may nest this deep (a list of objects holding a list is 3); real requests stay far below. */
export const MAX_INPUT_DEPTH = 8;

// C0 controls except tab, line feed and carriage return; DEL; C1 controls. Databases refuse NUL
// outright, and none of these belongs in a name, a message or an address.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Keys that reach an object's prototype when merged, and MongoDB's operator and path syntax.
const FORBIDDEN_KEY = (key: string) => key === '__proto__' || key === 'constructor' || key === 'prototype' || key.startsWith('$');

export interface UnsafeInput {
  field: string;
  message: string;
}

const join = (at: string, key: string | number) => (at ? `${at}.${key}` : String(key));
const label = (at: string, fallback: string) => at || fallback;

function textProblem(value: string, at: string, whole: string): UnsafeInput | undefined {
  if (CONTROL.test(value)) return { field: at, message: `${label(at, whole)} must not contain control characters` };
  if (LONE_SURROGATE.test(value)) return { field: at, message: `${label(at, whole)} must be valid Unicode text` };
  return undefined;
}

/**
 * The first thing in parsed input no route accepts, whatever its DTO says: control characters,
 * lone UTF-16 surrogates, numbers outside the safe integer range (or not finite), prototype and
 * operator keys, and nesting deeper than MAX_INPUT_DEPTH. Checked before validation, so a DTO
 * never sees them and a database never gets them.
 */
export function findUnsafeInput(value: unknown, whole = 'Request body', at = '', depth = 0): UnsafeInput | undefined {
  if (typeof value === 'string') return textProblem(value, at, whole);
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? undefined
      : { field: at, message: `${label(at, whole)} must be a number between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}` };
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { field: at, message: `${whole} is nested too deeply` };
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string') {
      if (FORBIDDEN_KEY(key)) return { field: join(at, key), message: `${join(at, key)} is not an accepted field name` };
      const keyProblem = textProblem(key, join(at, key), whole);
      if (keyProblem) return keyProblem;
    }
    const problem = findUnsafeInput(item, whole, join(at, key), depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** Express middleware of every service: refuses unsafe input in the body and the query with 400. */
export function inputGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    const problem = findUnsafeInput(req.body, 'Request body') ?? findUnsafeInput(req.query, 'Query');
    if (!problem) return next();
    res.status(400).json({ statusCode: 400, message: problem.message, errors: [problem] });
  };
}
