/** How long a section stays held at the top while the page around it is still loading. */
export const HOLD_MS = 10_000;

// Any of these means the user is moving the page themselves: stop holding it.
const USER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls `element` to the top of the view (smoothly unless the user prefers reduced motion), then
 * keeps it there while content above or below it still changes height — a banner that appears
 * once the plan is known, a list or grid that finishes loading — which would otherwise leave it
 * pushed down or out of reach. Stops at the user's first scroll, key or tap, or after `holdMs`.
 * Returns a function that stops holding.
 */
export function scrollAndHold(element: HTMLElement, holdMs = HOLD_MS): () => void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  if (typeof ResizeObserver === 'undefined') return () => undefined;

  let first = true;
  const observer = new ResizeObserver(() => {
    // The first report is the current size, not a change.
    if (first) first = false;
    else element.scrollIntoView?.({ behavior: 'auto', block: 'start' });
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  observer.observe(document.body);
  const timer = setTimeout(stop, holdMs);
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}
