export interface FieldError {
  field: string;
  message: string;
}

interface ErrorBody {
  message?: string | string[];
  code?: string;
  errors?: FieldError[];
}

const bodyOf = (error: unknown): ErrorBody | undefined => {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object') return data as ErrorBody;
  }
  return undefined;
};

export const statusOf = (error: unknown): number | string | undefined =>
  error && typeof error === 'object' && 'status' in error ? (error as { status: number | string }).status : undefined;

/** The gateway answers 503 with a JSON message for services that are not deployed yet. */
export const isUnavailable = (error: unknown) => statusOf(error) === 503;

/** The server's own `message`, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const message = bodyOf(error)?.message;
  if (Array.isArray(message)) return message[0];
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The machine-readable `code` of a domain error (e.g. 'subscription_required'), when sent. */
export const errorCode = (error: unknown): string | undefined => {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Per-field messages of a 400 answer, keyed by field name (first message per field). */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of bodyOf(error)?.errors ?? []) if (e?.field && !(e.field in out)) out[e.field] = e.message;
  return out;
}
