import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useScrollAfterChoice } from './use-scroll-after-choice';

const scrolls = jest.fn();
const DELAY = 100;

/** A choice button and a section that appears `mountAfterMs` after the choice (0: at once). */
function Chooser({ mountAfterMs }: { mountAfterMs: number }) {
  const { ref, request } = useScrollAfterChoice(DELAY);
  const [shown, setShown] = useState(false);
  const choose = () => {
    request();
    if (mountAfterMs) setTimeout(() => setShown(true), mountAfterMs);
    else setShown(true);
  };
  return (
    <>
      <button type="button" onClick={choose}>
        Compare
      </button>
      {shown ? (
        <section
          aria-label="Comparison"
          tabIndex={-1}
          ref={(element) => {
            if (element) element.scrollIntoView = scrolls;
            ref(element);
          }}
        />
      ) : null}
    </>
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('useScrollAfterChoice', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    scrolls.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('scrolls the section to the top 100 ms after the choice and focuses it', async () => {
    render(<Chooser mountAfterMs={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    await advance(DELAY - 10);
    expect(scrolls).not.toHaveBeenCalled();
    await advance(10);
    expect(scrolls).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByRole('region', { name: 'Comparison' })).toHaveFocus();
  });

  it('still scrolls when the section appears only after the delay (a slow render)', async () => {
    render(<Chooser mountAfterMs={300} />);
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    await advance(299);
    expect(scrolls).not.toHaveBeenCalled();
    await advance(1);
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('gives up on a section that never came, instead of scrolling much later', async () => {
    render(<Chooser mountAfterMs={15_000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    await advance(15_000);
    expect(screen.getByRole('region', { name: 'Comparison' })).toBeInTheDocument();
    await advance(1000);
    expect(scrolls).not.toHaveBeenCalled();
  });
});
