/**
 * Deep links (issue 18): a visitor who opens a signed-in address is sent to /auth with the
 * address in `?next=`, and comes back to it after signing in or up. The parameter is read from
 * the address bar, so anyone can write one: only a path of this app is followed, never another
 * origin (an open redirect would let a link dressed as ours send the student elsewhere).
 */
export const RETURN_PARAM = 'next';

// Returning to these would loop or replay a used token.
const NOT_A_RETURN = new Set(['/auth', '/reset-password']);

/** The same-origin path (with query and fragment) that `raw` names, or undefined if it names anything else. */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return undefined;
  }
  // '//host', '/\host' and tab or newline tricks all parse to another origin; a path that still
  // starts with '//' would be read as one by the history API.
  if (url.origin !== window.location.origin || url.pathname.startsWith('//')) return undefined;
  if (NOT_A_RETURN.has(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth remembering where to come back to. */
export function signInPathFor(returnPath: string): string {
  return `/auth?${new URLSearchParams({ [RETURN_PARAM]: returnPath })}`;
}
