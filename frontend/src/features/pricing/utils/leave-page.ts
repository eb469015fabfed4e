/**
 * Leaving the app for the provider's hosted pages, behind one object so component tests can
 * watch the address instead of navigating jsdom away.
 */
export const leavePage = {
  /** Checkout replaces the page (docs/product/premium.md). */
  assign: (url: string) => window.location.assign(url),
  /** The portal opens in a new tab (docs/product/premium.md). */
  openTab: (url: string) => void window.open(url, '_blank', 'noopener'),
};
