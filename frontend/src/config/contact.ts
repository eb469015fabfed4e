/** The one support channel (support is by e-mail only); the footer and the static pages use it. */
export const SUPPORT_EMAIL = 'support@overlap.app';

/** Overlap's social page, linked from the footer, the blog and the contact page. */
export const SOCIAL_URL = 'https://www.instagram.com/overlap.app';
export const SOCIAL_HANDLE = '@overlap.app';

/** A mailto: address for the support inbox, with an optional preset subject. */
export function supportMailto(subject?: string): string {
  return subject ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}` : `mailto:${SUPPORT_EMAIL}`;
}
