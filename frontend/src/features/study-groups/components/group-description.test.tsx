import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '@/testing/render-with-store';
import { GroupDescription } from './group-description';

describe('a group description on its card', () => {
  it('clamps a long one to three lines with "more", and opens it', async () => {
    const text = 'Exam prep, '.repeat(46);
    await renderWithStore(<GroupDescription text={text} />);
    const more = await screen.findByRole('button', { name: 'more' });
    const paragraph = screen.getByText(text.trim(), { normalizer: (s) => s.trim() });
    expect(paragraph).toHaveClass('is-clamped');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', paragraph.id);
    fireEvent.click(more);
    expect(paragraph).not.toHaveClass('is-clamped');
    expect(screen.getByRole('button', { name: 'less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a short one whole, with no button', async () => {
    await renderWithStore(<GroupDescription text="Exam prep for the spring exam" />);
    expect(await screen.findByText('Exam prep for the spring exam')).not.toHaveClass('is-clamped');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
