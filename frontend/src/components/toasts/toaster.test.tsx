import { act, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Suspense } from 'react';
import '@/lib/i18n';
import { Toaster } from './toaster';
import { toast, toastStore, TOAST_DURATION_MS } from './toast-store';

async function renderToaster() {
  render(
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>,
  );
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  await screen.findByRole('region', { name: 'Notifications (F8)' });
}

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toastStore.clear();
  });
  afterEach(() => {
    act(() => toastStore.clear());
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the old', async () => {
    await renderToaster();
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', variant: 'success' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('closes after 5 seconds', async () => {
    await renderToaster();
    act(() => void toast({ title: 'Saved' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pauses while the pointer is over it, and resumes with the time that was left', async () => {
    await renderToaster();
    act(() => void toast({ title: 'Hover me' }));
    act(() => jest.advanceTimersByTime(3000));
    const item = screen.getByRole('status');
    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('pauses while focus is inside it', async () => {
    await renderToaster();
    act(() => void toast({ title: 'Focus me', variant: 'error' }));
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Focus me')).toBeInTheDocument();
    act(() => close.blur());
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Focus me')).toBeNull();
  });

  it('is dismissed by the close button and by a swipe right past 50 px', async () => {
    await renderToaster();
    act(() => void toast({ title: 'Close me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Close me')).toBeNull();

    act(() => void toast({ title: 'Swipe me' }));
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 140 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 151 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('keeps a space between the title and the text (a phone runs them on in one line)', async () => {
    await renderToaster();
    act(() => void toast({ title: 'Validation Error', description: 'Group name is required.', variant: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Validation Error Group name is required.', { normalizeWhitespace: false });
  });

  it('moves focus to the toasts with F8', async () => {
    await renderToaster();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});

describe('where toasts sit (toaster.module.css)', () => {
  /** The stylesheet as the browser parses it; jsdom lays nothing out, so the rules themselves are checked. */
  function rules() {
    const style = document.createElement('style');
    style.textContent = readFileSync(join(__dirname, 'toaster.module.css'), 'utf8');
    document.head.append(style);
    const sheet = style.sheet!;
    style.remove();
    return [...sheet.cssRules];
  }
  const declared = (list: CSSRule[], selector: string) =>
    list.filter((r): r is CSSStyleRule => r instanceof CSSStyleRule && r.selectorText.split(',').some((s) => s.trim() === selector)).map((r) => r.style);
  const phoneRules = () =>
    rules()
      .filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && r.media.mediaText.replace(/\s/g, '') === '(max-width:600px)')
      .flatMap((r) => [...r.cssRules]);

  it('stay at the bottom right on wider screens, clear of the page actions at the top right', () => {
    const [viewport] = declared(rules(), '.toast-viewport');
    expect(viewport?.getPropertyValue('position')).toBe('fixed');
    expect(viewport?.getPropertyValue('bottom')).toMatch(/^calc\(16px/);
    expect(viewport?.getPropertyValue('right')).toBe('16px');
    expect(viewport?.getPropertyValue('top')).toBe('');
  });

  it('sit compact over the top bar on a phone (≤ 600 px), offline notice or not, so they cover no day of the week', () => {
    const phone = phoneRules();
    for (const selector of ['.toast-viewport', ':root:has([data-offline-notice]) .toast-viewport']) {
      const [viewport] = declared(phone, selector);
      expect(viewport?.getPropertyValue('top')).toMatch(/^calc\(4px/);
      expect(viewport?.getPropertyValue('bottom')).toBe('auto');
    }
    // The title and the text run on in one paragraph, in smaller type: two lines fit in the top bar's 59 px.
    expect(declared(phone, '.toast-title')[0]?.getPropertyValue('display')).toBe('inline');
    expect(declared(phone, '.toast-description')[0]?.getPropertyValue('display')).toBe('inline');
    expect(declared(phone, '.toast')[0]?.getPropertyValue('font-size')).toBe('0.875rem');
  });
});
