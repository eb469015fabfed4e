import { screen } from '@testing-library/react';
import { renderScreen } from '@/testing/render';
import type { WeeklyEvent } from '../api/calendar-api';
import { EventDetails } from './event-details';

const event: WeeklyEvent = {
  id: 'lab',
  title: 'Chemistry lab',
  weekday: 'Mon',
  date: '2026-03-02',
  start_time: '10:00',
  end_time: '12:00',
  location: 'Lab A\nLab B',
  type: 'Lab',
  description: 'Safety brief [https://canvas.example/brief]\n<script>alert(1)</script>',
};

describe('event details', () => {
  it('lists several rooms, shows the description as text and its web links as links', async () => {
    await renderScreen(<EventDetails event={event} />);
    const rooms = await screen.findAllByRole('listitem');
    expect(rooms.map((li) => li.textContent)).toEqual(['Lab A', 'Lab B']);
    const link = screen.getByRole('link', { name: 'https://canvas.example/brief' });
    expect(link).toHaveAttribute('href', 'https://canvas.example/brief');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // Markup in the text stays text.
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows a single room as it is', async () => {
    await renderScreen(<EventDetails event={{ ...event, location: 'Polacksbacken, Hus 10', description: '' }} />);
    expect(await screen.findByText('Polacksbacken, Hus 10')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
