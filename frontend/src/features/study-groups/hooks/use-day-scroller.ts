import { useCallback, useEffect, useRef, useState } from 'react';

export interface DayScroller {
  /** The grid's scroll box. */
  ref: React.RefObject<HTMLDivElement | null>;
  /** Some days are out of view: the pager and the hint show. */
  overflowing: boolean;
  /** Index of the first and last day wholly in view. */
  first: number;
  last: number;
  onScroll: () => void;
  /** Scrolls by the whole days that fit, back (-1) or on (1). */
  page: (direction: -1 | 1) => void;
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Which day columns of a horizontally scrolling grid are in view, and paging by whole days. Day
 * header cells carry `data-day`; the first header cell is the sticky time column, which covers
 * the left edge of the box.
 */
export function useDayScroller(dayCount: number): DayScroller {
  const ref = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState({ overflowing: false, first: 0, last: dayCount - 1 });

  // Fractional sizes (a phone's day column is a third of what is left of the box).
  const geometry = useCallback(() => {
    const box = ref.current;
    if (!box) return undefined;
    const heads = [...box.querySelectorAll<HTMLElement>('thead th[data-day]')].map((h) => h.getBoundingClientRect());
    const timeWidth = box.querySelector<HTMLElement>('thead th')?.getBoundingClientRect().width ?? 0;
    return { box, heads, timeWidth, dayWidth: heads[0]?.width ?? 0 };
  }, []);

  const measure = useCallback(() => {
    const g = geometry();
    if (!g) return;
    const { box, heads, timeWidth } = g;
    const overflowing = box.scrollWidth > box.clientWidth + 1;
    const frame = box.getBoundingClientRect();
    const from = frame.left + box.clientLeft + timeWidth - 1;
    const to = frame.left + box.clientLeft + box.clientWidth + 1;
    const whole = heads.flatMap((h, i) => (h.left >= from && h.right <= to ? [i] : []));
    const first = whole[0] ?? 0;
    const last = whole[whole.length - 1] ?? first;
    setView((prev) => (prev.overflowing === overflowing && prev.first === first && prev.last === last ? prev : { overflowing, first, last }));
  }, [geometry]);

  useEffect(() => {
    const box = ref.current;
    measure();
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure, dayCount]);

  const page = useCallback(
    (direction: -1 | 1) => {
      const g = geometry();
      if (!g || !g.dayWidth) return;
      const fit = Math.max(1, Math.floor((g.box.clientWidth - g.timeWidth + 1) / g.dayWidth));
      g.box.scrollBy({ left: direction * fit * g.dayWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [geometry],
  );

  return { ref, ...view, onScroll: measure, page };
}
