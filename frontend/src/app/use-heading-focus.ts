import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may take to show its heading (a lazy page and its first answer) before we give up. */
const WAIT_MS = 5000;

/**
 * After a route change — signing in included — focus goes to the new page's heading, so a screen
 * reader announces where the student is and Tab starts from the page. Not on the first load
 * (the skip link comes first then), and not when the new page already moved focus itself
 * (e.g. /upload?feed= focuses that feed).
 */
export function useHeadingFocus() {
  const { pathname } = useLocation();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const first = previous.current === undefined;
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (first || !changed) return;
    const before = document.activeElement;
    const pageKeptFocus = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === before || !active.isConnected;
    };
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading) return false;
      if (pageKeptFocus()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
