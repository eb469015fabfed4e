/**
 * Leaving the app for the provider's hosted pages, behind one object so component tests can
 * watch the address instead of navigating jsdom away.
 */
export const leavePage = {
  /** Checkout replaces the page (SPEC.md §7). */
  assign: (url: string) => window.location.assign(url),
  /** The portal opens in a new tab (SPEC.md §7). */
  openTab: (url: string) => void window.open(url, '_blank', 'noopener'),
};
