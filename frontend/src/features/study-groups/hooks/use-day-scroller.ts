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

  const geometry = useCallback(() => {
    const box = ref.current;
    if (!box) return undefined;
    const heads = [...box.querySelectorAll<HTMLElement>('thead th[data-day]')];
    const timeWidth = box.querySelector<HTMLElement>('thead th')?.offsetWidth ?? 0;
    return { box, heads, timeWidth, dayWidth: heads[0]?.offsetWidth ?? 0 };
  }, []);

  const measure = useCallback(() => {
    const g = geometry();
    if (!g) return;
    const { box, heads, timeWidth } = g;
    const overflowing = box.scrollWidth > box.clientWidth + 1;
    const from = box.scrollLeft + timeWidth - 2;
    const to = box.scrollLeft + box.clientWidth + 2;
    const inView = heads.map((h, i) => ({ i, whole: h.offsetLeft >= from && h.offsetLeft + h.offsetWidth <= to }));
    const whole = inView.filter((d) => d.whole).map((d) => d.i);
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
      const fit = Math.max(1, Math.floor((g.box.clientWidth - g.timeWidth) / g.dayWidth));
      g.box.scrollBy({ left: direction * fit * g.dayWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [geometry],
  );

  return { ref, ...view, onScroll: measure, page };
}
