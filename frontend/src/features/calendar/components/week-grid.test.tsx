import { screen, within } from '@testing-library/react';
import { weekDates } from '@overlap/time';
import { plainName } from '@/testing/plain-name';
import { renderScreen } from '@/testing/render';
import type { WeeklyEvent } from '../api/calendar-api';
import { WeekGrid } from './week-grid';
import styles from '../calendar.module.css';

const event = (id: string, date: string, start_time: string, end_time: string, over: Partial<WeeklyEvent> = {}): WeeklyEvent => ({
  id,
  title: id,
  weekday: 'Mon',
  date,
  start_time,
  end_time,
  location: 'Room 1',
  type: 'Lecture',
  ...over,
});

const dates = weekDates('2026-03-02');
const blockOf = (name: RegExp) => screen.getByRole('button', { name: plainName(name) });

describe('week grid', () => {
  it('positions blocks from the first hour at 64 px per hour, at least one hour tall', async () => {
    await renderScreen(
      <WeekGrid
        dates={dates}
        today={{ date: '2026-03-04', minutes: 12 * 60 }}
        events={[event('Algebra', '2026-03-02', '10:15', '12:00'), event('Quiz', '2026-03-03', '09:00', '09:15', { type: 'Exam', location: '' })]}
      />,
    );
    expect(await screen.findByRole('button', { name: plainName('10:15–12:00, Algebra, Lecture, Room 1') })).toHaveStyle({ top: '144px', height: '112px' });
    expect(blockOf(/Quiz/)).toHaveStyle({ top: '64px', height: '64px' });
    expect(blockOf(/Quiz/)).toHaveAccessibleName('09:00–09:15, Quiz, Exam');
    // 08:00 to 16:00 by default.
    expect(screen.getByText('08:00')).toBeInTheDocument();
    expect(screen.getByText('15:00')).toBeInTheDocument();
    expect(screen.queryByText('16:00')).toBeNull();
  });

  it('widens the hours for early and late events and puts overlapping ones side by side', async () => {
    await renderScreen(
      <WeekGrid
        dates={dates}
        today={{ date: '2026-03-09', minutes: 0 }}
        events={[
          event('Rowing', '2026-03-05', '06:30', '07:30'),
          event('Statistics', '2026-03-04', '13:15', '15:00'),
          event('Tutorial', '2026-03-04', '14:00', '16:00'),
          event('Pub quiz', '2026-03-06', '19:00', '21:00'),
        ]}
      />,
    );
    expect(await screen.findByText('06:00')).toBeInTheDocument();
    expect(screen.getByText('20:00')).toBeInTheDocument();
    expect(blockOf(/^06:30–07:30, Rowing/)).toHaveStyle({ top: '32px' });
    expect(blockOf(/Statistics/)).toHaveStyle({ left: 'calc(0% + 2px)', width: 'calc(50% - 4px)' });
    expect(blockOf(/Tutorial/)).toHaveStyle({ left: 'calc(50% + 2px)', width: 'calc(50% - 4px)' });
    expect(blockOf(/Rowing/)).toHaveStyle({ width: 'calc(100% - 4px)' });
  });

  it('puts each event in its day column, all-day events in the strip, and marks today with the now-line', async () => {
    const { container } = await renderScreen(
      <WeekGrid
        dates={dates}
        today={{ date: '2026-03-04', minutes: 12 * 60 + 30 }}
        events={[event('Conference', '2026-03-03', '00:00', '23:59', { allDay: true }), event('Lab', '2026-03-04', '08:15', '10:00', { type: 'Lab' })]}
      />,
    );
    const wednesday = await screen.findByRole('group', { name: 'Wednesday, March 4' });
    expect(within(wednesday).getByRole('button', { name: plainName(/Lab/) })).toBeInTheDocument();
    expect(wednesday).toHaveAttribute('aria-current', 'date');
    expect(screen.getAllByRole('group').filter((day) => day.getAttribute('aria-current'))).toEqual([wednesday]);
    // The now-line is drawn only (aria-hidden): found by its module class, which the style mock keeps as its key.
    expect(wednesday.querySelector(`.${styles.wgNow}`)).toHaveStyle({ top: `${4.5 * 64}px` });
    expect(container.querySelectorAll(`.${styles.wgNow}`)).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'All-day events on Tuesday, March 3' })).getByRole('button', {
        name: plainName('All day, Conference, Lecture, Room 1'),
      }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Tuesday, March 3' })).queryByRole('button')).toBeNull();
  });

  it('wraps titles at word boundaries and syllables in the interface language and shows the place when there is room', async () => {
    await renderScreen(
      <WeekGrid
        dates={dates}
        today={{ date: '2026-03-04', minutes: 12 * 60 }}
        events={[
          event('Macro', '2026-03-02', '09:00', '12:00', { title: 'Macroeconomics', location: 'Ekonomikum, Hall 2, Kyrkogårdsgatan 10' }),
          event('A', '2026-03-03', '10:00', '12:00', { location: 'Room A' }),
          event('B', '2026-03-03', '10:00', '12:00', { location: 'Room B' }),
          event('C', '2026-03-04', '10:00', '11:00', { location: 'Room C' }),
          event('D', '2026-03-04', '10:00', '11:00', { location: 'Room D' }),
        ]}
      />,
    );
    const macro = await screen.findByRole('button', { name: plainName(/Macroeconomics/) });
    // Soft hyphens between syllables once the patterns have loaded: 'Macroeconom/ics' cannot happen.
    const title = await within(macro).findByText('Macro\u00ADeco\u00ADnom\u00ADics');
    expect(title).toHaveAttribute('lang', 'en');
    // A three-hour block: three lines of title, the rest for the whole place.
    expect(macro).toHaveStyle({ '--title-lines': '3', '--meta-lines': '7' });
    const place = within(macro).getByText((_, el) => el?.textContent?.replace(/\u00AD/g, '') === 'Ekonomikum, Hall 2, Kyrkogårdsgatan 10');
    expect(place).toHaveAttribute('lang', 'en');
    // Narrow but tall blocks show their place; narrow one-hour blocks leave it to the name and popover.
    expect(within(blockOf(/^10:00–12:00, A,/)).getByText('Room A')).toBeInTheDocument();
    expect(within(blockOf(/^10:00–11:00, C,/)).queryByText('Room C')).toBeNull();
  });
});
