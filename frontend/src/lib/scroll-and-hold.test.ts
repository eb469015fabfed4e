import { HOLD_MS, scrollAndHold } from './scroll-and-hold';

// jsdom lays nothing out: a ResizeObserver the test reports sizes through.
let report: (() => void) | undefined;
class ManualResizeObserver {
  constructor(callback: () => void) {
    report = callback;
  }
  observe() {
    report?.();
  }
  unobserve() {}
  disconnect() {
    report = undefined;
  }
}

describe('scrollAndHold', () => {
  const original = window.ResizeObserver;
  let section: HTMLElement;
  let scrolls: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ManualResizeObserver });
    section = document.createElement('section');
    scrolls = jest.fn();
    section.scrollIntoView = scrolls;
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: original });
  });

  it('scrolls smoothly once, then re-aligns at once each time the page changes height', () => {
    scrollAndHold(section);
    expect(scrolls.mock.calls).toEqual([[{ behavior: 'smooth', block: 'start' }]]);
    report!(); // a banner appeared above
    report!(); // the grid below finished loading
    expect(scrolls.mock.calls.slice(1)).toEqual([[{ behavior: 'auto', block: 'start' }], [{ behavior: 'auto', block: 'start' }]]);
  });

  it('lets go when the user scrolls', () => {
    scrollAndHold(section);
    window.dispatchEvent(new Event('wheel'));
    expect(report).toBeUndefined();
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('lets go after the hold time', () => {
    scrollAndHold(section);
    jest.advanceTimersByTime(HOLD_MS);
    expect(report).toBeUndefined();
  });

  it('jumps instead of gliding when the user prefers reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })) as typeof window.matchMedia;
    try {
      scrollAndHold(section);
    } finally {
      window.matchMedia = matchMedia;
    }
    expect(scrolls).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
