/** Non-ad-free users see the interstitial on every 5th compare action. */
export const COMPARE_ACTIONS_PER_AD = 5;

const STORAGE_KEY = 'compareActions';
let inMemory = 0;

const read = (): number => {
  try {
    const stored = Number(sessionStorage.getItem(STORAGE_KEY));
    return Number.isFinite(stored) && stored >= 0 ? stored : inMemory;
  } catch {
    return inMemory;
  }
};

/**
 * Counts one compare action for this browser session (like the banner's dismissal, per session)
 * and says whether it is one that shows the interstitial.
 */
export function countCompareAction(): boolean {
  const count = read() + 1;
  inMemory = count;
  try {
    sessionStorage.setItem(STORAGE_KEY, String(count));
  } catch {
    // Storage disabled: the count lives until the next page load.
  }
  return count % COMPARE_ACTIONS_PER_AD === 0;
}

export function resetCompareActions(): void {
  inMemory = 0;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
