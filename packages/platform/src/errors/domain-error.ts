/**
 * Errors that use cases return to the edge. They carry the user-facing message (as docs/product quotes it)
 * and the HTTP status chosen for them; only the exception filter turns them into responses.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
    /** Seconds until a refused request may be repeated (429); sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new DomainError(400, message, 'bad_request', field);
export const unauthorized = (message = 'Unauthorized') => new DomainError(401, message, 'unauthorized');
export const forbidden = (message = 'You do not have access to this resource') => new DomainError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new DomainError(404, message, 'not_found');
export const conflict = (message: string) => new DomainError(409, message, 'conflict');
export const payloadTooLarge = (message: string) => new DomainError(413, message, 'payload_too_large');
export const unprocessable = (message: string) => new DomainError(422, message, 'unprocessable');
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new DomainError(429, message, 'too_many_requests', undefined, retryAfterSeconds);
