import { useCallback, useEffect, useRef } from 'react';
import { scrollAndHold } from '@/lib/scroll-and-hold';

// A choice whose section never appeared (the group is gone) must not scroll the page much later.
const GIVE_UP_MS = 10_000;

/**
 * Scrolls a section to the top `delayMs` after the user chose what it shows, and holds it there
 * while the page settles. The section may mount later than that: React Router renders the new
 * search parameters in a transition, which a busy machine finishes after the delay. So the scroll
 * waits for the section's ref instead of giving up when the timer finds nothing.
 * Returns the ref for the section and the function to call on each choice.
 */
export function useScrollAfterChoice(delayMs: number): { ref: (element: HTMLElement | null) => void; request: () => void } {
  const section = useRef<HTMLElement | null>(null);
  const due = useRef<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopHolding = useRef<(() => void) | undefined>(undefined);

  const arm = useCallback(() => {
    clearTimeout(timer.current);
    if (due.current !== undefined && Date.now() > due.current + GIVE_UP_MS) due.current = undefined;
    if (due.current === undefined || !section.current) return;
    const scroll = () => {
      const element = section.current;
      if (!element) return;
      due.current = undefined;
      stopHolding.current?.();
      stopHolding.current = scrollAndHold(element);
      element.focus({ preventScroll: true });
    };
    const wait = due.current - Date.now();
    // A section that mounts late is scrolled to as it mounts.
    if (wait <= 0) scroll();
    else timer.current = setTimeout(scroll, wait);
  }, []);

  const ref = useCallback(
    (element: HTMLElement | null) => {
      section.current = element;
      arm();
    },
    [arm],
  );
  const request = useCallback(() => {
    due.current = Date.now() + delayMs;
    arm();
  }, [arm, delayMs]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      stopHolding.current?.();
    },
    [],
  );
  return { ref, request };
}
