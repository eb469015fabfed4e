import { decodeUserContact, internalUserContactPath, type UserContact } from './user-contact';

/** Where identity answers and how a caller proves it is a service (the platform's credential header). */
export interface UserContactEndpoint {
  baseUrl: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export type UserContactResult =
  /** `contact` is undefined when the user no longer exists. */
  | { ok: true; contact: UserContact | undefined }
  /** No answer in time, an error status or a body that is not a contact. */
  | { ok: false; status?: number; error?: unknown };

/**
 * Every mailing service's read of a user's contact right before it writes to them (billing's
 * trial reminder, groups' invitation e-mail). A failure is a value: each caller decides whether
 * to retry.
 */
export async function readUserContact(endpoint: UserContactEndpoint, userId: string): Promise<UserContactResult> {
  let res: Response;
  try {
    res = await fetch(`${endpoint.baseUrl}${internalUserContactPath(userId)}`, {
      headers: { ...endpoint.headers, accept: 'application/json' },
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    return { ok: false, error };
  }
  if (res.status === 404) return { ok: true, contact: undefined };
  const contact = res.ok ? decodeUserContact(await res.json().catch(() => undefined)) : undefined;
  return contact ? { ok: true, contact } : { ok: false, status: res.status };
}
