import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-with-store';
import { addDays, isoWeekAt, mondayOfIsoWeek, shiftIsoWeek } from '@overlap/time';
import type { Comparison } from '../api/comparison-api';
import { ScheduleComparison } from './schedule-comparison';

const MONDAY = '2026-11-23';
const answer = (url: URL): Comparison => {
  const from = Number(url.searchParams.get('fromHour') ?? 8);
  const to = Number(url.searchParams.get('toHour') ?? 20);
  const clock = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return {
    groupId: 'g1',
    week: 48,
    year: 2026,
    weekStart: MONDAY,
    weekEnd: '2026-11-29',
    timezone: 'Europe/Stockholm',
    gridHours: { startHour: Math.min(8, from), endHour: Math.max(18, to) },
    members: [
      {
        user: { id: 'a', displayName: 'Ada Lovelace', initials: 'AL', color: 'purple' },
        schedules: [
          {
            dayOfWeek: 'Monday',
            date: MONDAY,
            startTime: '10:00',
            endTime: '12:00',
            title: 'Algorithms',
            location: '',
            type: 'Lecture',
            allDay: false,
            busy: true,
          },
        ],
      },
      { user: { id: 'b', displayName: 'Ben Byron', initials: 'BB', color: 'green' }, schedules: [] },
    ],
    includedMemberIds: ['a', 'b'],
    minMinutes: 60,
    freeTimeWindow: { startTime: clock(from), endTime: clock(to), startMinute: from * 60, endMinute: to * 60 },
    weekends: url.searchParams.get('weekends') === 'true',
    freeSlots: [],
    heat: [],
  };
};

describe('choosing the hours of common free time (ADR 032)', () => {
  let sent: SentRequest[];
  beforeEach(() => {
    sent = installFakeFetch((req) => ({ status: 200, body: answer(new URL(req.url, 'http://localhost')) }));
  });
  afterEach(uninstallFakeFetch);

  const lastQuery = () => new URL(sent[sent.length - 1]!.url, 'http://localhost').searchParams;

  it('asks for the chosen hours and the weekend, and the grid follows the answer', async () => {
    await renderWithStore(<ScheduleComparison groupId="g1" />);
    expect(await screen.findByText('Weekday times between 08:00 and 20:00 when all 2 selected members are free, longest first.')).toBeInTheDocument();
    expect(lastQuery().has('fromHour')).toBe(false);
    expect(lastQuery().has('weekends')).toBe(false);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '22' } });
    await waitFor(() => expect(lastQuery().get('toHour')).toBe('22'));
    expect(lastQuery().get('fromHour')).toBe('6');
    expect(await screen.findByText('Weekday times between 06:00 and 22:00 when all 2 selected members are free, longest first.')).toBeInTheDocument();
    const rows = within(screen.getByRole('grid'))
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect([rows[0], rows[rows.length - 1]]).toEqual(['06:00', '21:00']);

    fireEvent.click(screen.getByRole('switch', { name: 'Include weekends' }));
    await waitFor(() => expect(lastQuery().get('weekends')).toBe('true'));
    expect(await screen.findByText(/Weekend times follow the weekdays\.$/)).toBeInTheDocument();
  });

  it('never leaves an empty window: a start after the end moves the end along', async () => {
    await renderWithStore(<ScheduleComparison groupId="g1" />);
    await screen.findByText(/Weekday times between 08:00 and 20:00/);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '21' } });
    await waitFor(() => expect(lastQuery().get('toHour')).toBe('22'));
    expect(lastQuery().get('fromHour')).toBe('21');
    expect(screen.getByLabelText('To')).toHaveValue('22');
  });

  it('offers no free-time controls on the personal week', async () => {
    await renderWithStore(<ScheduleComparison groupId="personal-schedule" personal />);
    await screen.findByRole('grid');
    expect(screen.queryByLabelText('From')).toBeNull();
  });
});

describe('the week a group opens on', () => {
  // The server opens a group on next week at the weekend: this fake does so whenever no week is asked for.
  const thisWeek = isoWeekAt(Date.now(), 'Europe/Stockholm');
  const nextWeek = shiftIsoWeek(thisWeek, 1);
  let sent: SentRequest[];
  beforeEach(() => {
    sent = installFakeFetch((req) => {
      const url = new URL(req.url, 'http://localhost');
      const week = url.searchParams.has('week') ? { week: Number(url.searchParams.get('week')), year: Number(url.searchParams.get('year')) } : nextWeek;
      const weekStart = mondayOfIsoWeek(week);
      return { status: 200, body: { ...answer(url), ...week, weekStart, weekEnd: addDays(weekStart, 6) } };
    });
  });
  afterEach(uninstallFakeFetch);

  it('says when it is next week, and leads back to this one', async () => {
    await renderWithStore(<ScheduleComparison groupId="g1" />);
    await screen.findByRole('heading', { name: new RegExp(`^WEEK ${nextWeek.week} `) });
    expect(screen.getByText("It's the weekend, so this is next week.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show this week' }));
    await screen.findByRole('heading', { name: new RegExp(`^WEEK ${thisWeek.week} `) });
    const query = new URL(sent[sent.length - 1]!.url, 'http://localhost').searchParams;
    expect([query.get('week'), query.get('year')]).toEqual([String(thisWeek.week), String(thisWeek.year)]);
    expect(screen.queryByText("It's the weekend, so this is next week.")).not.toBeInTheDocument();
  });

  it('says nothing on My Schedule, which opens on the current week', async () => {
    await renderWithStore(<ScheduleComparison groupId="personal-schedule" personal />);
    await screen.findByRole('heading', { name: /^WEEK / });
    expect(screen.queryByText("It's the weekend, so this is next week.")).not.toBeInTheDocument();
  });
});
