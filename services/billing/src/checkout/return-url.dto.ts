import { badRequest } from '@overlap/platform';

/**
 * A return address must be on the app's own origin: anything else would turn checkout into an
 * open redirect. Answers the normalised address.
 */
export function ownOriginUrl(value: string, appBaseUrl: string, field: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(`${field} must be an address of this app.`, field);
  }
  if (url.origin !== new URL(appBaseUrl).origin || url.username || url.password) throw badRequest(`${field} must be an address of this app.`, field);
  return url.toString();
}
