// Identity's internal contact endpoint, read by billing right before it sends a user an e-mail
// (the trial reminder). E-mail addresses stay out of the shared user events; this fresh read
// also honours a settings change made a minute ago. Never routed by the gateway; callers send
// the platform's internal service credential.

export const internalUserContactPath = (userId: string): string => `/internal/users/${encodeURIComponent(userId)}/contact`;

/** What a service needs to write to a user in their language, if they allow e-mail. */
export interface UserContact {
  email: string;
  firstName: string;
  /** One of the interface languages: en, es, fr, de, zh, da. */
  language: string;
  emailNotifications: boolean;
}

/** The answer checked field by field; undefined when it is not a contact. */
export function decodeUserContact(body: unknown): UserContact | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.email !== 'string' || typeof b.firstName !== 'string' || typeof b.language !== 'string' || typeof b.emailNotifications !== 'boolean')
    return undefined;
  return { email: b.email, firstName: b.firstName, language: b.language, emailNotifications: b.emailNotifications };
}
