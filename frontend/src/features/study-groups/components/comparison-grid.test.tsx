import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '@/testing/render-with-store';
import type { ComparedMember, Comparison, ScheduleEntry } from '../api/comparison-api';
import { ComparisonGrid } from './comparison-grid';

const entry = (dayOfWeek: ScheduleEntry['dayOfWeek'], date: string, startTime: string, endTime: string, title: string, location = ''): ScheduleEntry => ({
  dayOfWeek,
  date,
  startTime,
  endTime,
  title,
  location,
  type: 'Lecture',
  allDay: false,
  busy: true,
});

const member = (id: string, name: string, initials: string, color: string, schedules: ScheduleEntry[]): ComparedMember => ({
  user: { id, displayName: name, initials, color },
  schedules,
});

const MONDAY = '2026-11-23';
const members = [
  member('a', 'Ada Lovelace', 'AL', 'purple', [entry('Monday', MONDAY, '10:00', '12:00', 'Algorithms', 'Aud 1')]),
  member('b', 'Ben Byron', 'BB', 'green', [entry('Monday', MONDAY, '11:00', '13:00', 'Databases')]),
  member('c', 'Cleo Curie', 'CC', 'orange', [entry('Monday', MONDAY, '11:00', '11:30', 'Chemistry')]),
  member('d', 'Dan Dee', 'DD', 'blue', [entry('Monday', MONDAY, '11:30', '12:00', 'Drawing')]),
  member('e', 'Eve Ek', 'EE', 'pink', [entry('Monday', MONDAY, '10:59', '11:01', 'Ethics')]),
];

const comparison = (overrides: Partial<Comparison> = {}): Comparison => ({
  groupId: 'g',
  week: 48,
  year: 2026,
  weekStart: MONDAY,
  weekEnd: '2026-11-29',
  timezone: 'Europe/Stockholm',
  gridHours: { startHour: 8, endHour: 18 },
  members,
  includedMemberIds: members.map((m) => m.user.id),
  minMinutes: 60,
  freeTimeWindow: { startTime: '08:00', endTime: '20:00', startMinute: 480, endMinute: 1200 },
  weekends: false,
  freeSlots: [],
  heat: [],
  ...overrides,
});

async function renderGrid(shown: ComparedMember[] = members, overrides: Partial<Comparison> = {}) {
  await renderWithStore(
    <>
      <h2 id="label">Week 48</h2>
      <ComparisonGrid comparison={comparison(overrides)} members={shown} labelledBy="label" />
    </>,
  );
  return screen.findByRole('grid', { name: 'Week 48' });
}

const cell = (grid: HTMLElement, name: RegExp) => within(grid).getByRole('gridcell', { name });

describe('comparison grid (SPEC.md §2.8)', () => {
  it('has a time column and Monday to Sunday, with rows 8:00 to 18:00', async () => {
    const grid = await renderGrid();
    const heads = within(grid).getAllByRole('columnheader');
    expect(heads).toHaveLength(8);
    expect(heads[1]).toHaveTextContent('Mon');
    expect(heads[7]).toHaveTextContent('Sun');
    const rows = within(grid)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(rows[0]).toBe('08:00');
    expect(rows[rows.length - 1]).toBe('17:00');
    expect(rows).toHaveLength(10);
  });

  it('extends the rows to the answer’s gridHours', async () => {
    const grid = await renderGrid(members, { gridHours: { startHour: 7, endHour: 20 } });
    const rows = within(grid)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect([rows[0], rows[rows.length - 1]]).toEqual(['07:00', '19:00']);
  });

  it('places classes by HHMM, start inclusive and end exclusive', async () => {
    const grid = await renderGrid();
    // Ada 10:00–12:00 is in the 10 and 11 rows, not at 12; Eve 10:59–11:01 touches both 10 and 11.
    expect(cell(grid, /Monday, November 23, 10:00 to 11:00\. Busy: Ada Lovelace \(Algorithms, 10:00–12:00, Aud 1\) and Eve Ek/)).toBeInTheDocument();
    expect(
      cell(grid, /Monday, November 23, 12:00 to 13:00\. Busy: Ben Byron \(Databases, 11:00–13:00\)\. Free: Ada Lovelace, Cleo Curie, Dan Dee, and Eve Ek\.$/),
    ).toBeInTheDocument();
    expect(cell(grid, /Monday, November 23, 13:00 to 14:00\. Everyone free\.$/)).toBeInTheDocument();
    expect(cell(grid, /Tuesday, November 24, 10:00 to 11:00\. Everyone free\.$/)).toBeInTheDocument();
  });

  it('shows at most three avatars and +N, on the blended colour of the busy members', async () => {
    const grid = await renderGrid();
    const crowded = cell(grid, /Monday, November 23, 11:00 to 12:00\./);
    const avatars = [...crowded.querySelectorAll('.sg-avatar')].map((a) => a.textContent);
    expect(avatars).toEqual(['AL', 'BB', 'CC', '+2']);
    // purple, green, orange, blue, pink: each channel the mean of the five (139+34+249+59+236)/5 = 143 = 0x8f, …
    expect(crowded).toHaveAttribute('data-color', '#8f7998');
    const pair = cell(grid, /Monday, November 23, 12:00 to 13:00\./);
    expect(pair).toHaveAttribute('data-color', '#22c55e');
    expect(cell(grid, /Monday, November 23, 13:00 to 14:00\./)).not.toHaveAttribute('data-color');
  });

  it('blends only the members toggled on', async () => {
    const grid = await renderGrid([members[0]!, members[1]!]);
    const both = cell(grid, /Monday, November 23, 11:00 to 12:00\./);
    expect(both).toHaveAttribute('data-color', '#5791aa');
    expect([...both.querySelectorAll('.sg-avatar')].map((a) => a.textContent)).toEqual(['AL', 'BB']);
  });

  it('is one tab stop that arrow keys, Home and End move through', async () => {
    const grid = await renderGrid();
    const focusable = within(grid)
      .getAllByRole('gridcell')
      .filter((c) => c.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    focusable[0]!.focus();
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAccessibleName(/^Tuesday, November 24, 10:00 to 11:00/);
    fireEvent.keyDown(grid, { key: 'End' });
    expect(document.activeElement).toHaveAccessibleName(/^Sunday, November 29, 10:00 to 11:00/);
    fireEvent.keyDown(grid, { key: 'Home', ctrlKey: true });
    expect(document.activeElement).toHaveAccessibleName(/^Monday, November 23, 08:00 to 09:00/);
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(document.activeElement).toHaveAccessibleName(/^Monday, November 23, 08:00 to 09:00/);
  });

  it('lists all-day events in their own row, outside the hours', async () => {
    const holiday = { ...entry('Wednesday', '2026-11-25', '00:00', '24:00', 'Dies academicus'), allDay: true };
    const grid = await renderGrid([member('a', 'Ada Lovelace', 'AL', 'purple', [holiday])]);
    expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent('All day');
    expect(cell(grid, /Wednesday, November 25, all day\. Busy: Ada Lovelace \(Dies academicus\)\.$/)).toBeInTheDocument();
    expect(cell(grid, /Wednesday, November 25, 10:00 to 11:00\. Everyone free\.$/)).toBeInTheDocument();
  });
});

describe('today in the comparison', () => {
  beforeEach(() =>
    jest.useFakeTimers({ now: new Date('2026-11-25T09:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'] }),
  );
  afterEach(() => jest.useRealTimers());

  it('marks the column of today in the viewer’s zone', async () => {
    const grid = await renderGrid();
    const current = within(grid)
      .getAllByRole('columnheader')
      .filter((h) => h.getAttribute('aria-current') === 'date');
    expect(current.map((h) => h.textContent)).toEqual(['Wed Nov 25']);
  });
});
