import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '@/testing/render-with-store';
import type { ComparedMember, Comparison, ScheduleEntry } from '../api/comparison-api';
import type { CellSlot } from '../utils/free-cell';
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

async function renderGrid(shown: ComparedMember[] = members, overrides: Partial<Comparison> = {}, onBook?: (slot: CellSlot) => void) {
  await renderWithStore(
    <>
      <h2 id="label">Week 48</h2>
      <ComparisonGrid comparison={comparison(overrides)} members={shown} labelledBy="label" onBook={onBook} />
    </>,
  );
  return screen.findByRole('grid', { name: 'Week 48' });
}

const cell = (grid: HTMLElement, name: RegExp) => within(grid).getByRole('gridcell', { name });

describe('comparison grid', () => {
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
    // purple, green, orange, blue, pink: each channel the mean of the five (108+74+189+20+236)/5 = 125.4 = 0x7d, …
    expect(crowded).toHaveAttribute('data-color', '#7d656f');
    const pair = cell(grid, /Monday, November 23, 12:00 to 13:00\./);
    expect(pair).toHaveAttribute('data-color', '#4aa120');
    expect(cell(grid, /Monday, November 23, 13:00 to 14:00\./)).not.toHaveAttribute('data-color');
  });

  it('blends only the members toggled on', async () => {
    const grid = await renderGrid([members[0]!, members[1]!]);
    const both = cell(grid, /Monday, November 23, 11:00 to 12:00\./);
    expect(both).toHaveAttribute('data-color', '#5b777b');
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

describe('tooltips on touch and keyboard (ADR 032)', () => {
  const tipText = () => document.querySelector('.sg-cell-tooltip:not(.ant-tooltip-hidden)')?.textContent ?? null;

  it('opens on a tap and closes on a tap outside the cell, one at a time', async () => {
    const grid = await renderGrid();
    const algorithms = cell(grid, /Monday, November 23, 10:00 to 11:00\./);
    fireEvent.pointerDown(algorithms);
    fireEvent.click(algorithms);
    expect(tipText()).toContain('Ada Lovelace: Algorithms, 10:00–12:00, Aud 1');

    const tuesday = cell(grid, /Monday, November 23, 12:00 to 13:00\./);
    fireEvent.pointerDown(tuesday);
    fireEvent.click(tuesday);
    expect(tipText()).toContain('Ben Byron: Databases, 11:00–13:00');
    expect(tipText()).not.toContain('Cleo');

    fireEvent.pointerDown(document.getElementById('label')!);
    expect(tipText()).toBeNull();
  });

  it('closes when the grid is scrolled, but not by the scroll a keyboard move brings', async () => {
    const grid = await renderGrid();
    const box = document.querySelector<HTMLElement>('.sg-grid-scroll')!;
    const algorithms = cell(grid, /Monday, November 23, 10:00 to 11:00\./);
    fireEvent.click(algorithms);
    expect(tipText()).toContain('Algorithms');
    fireEvent.scroll(box);
    expect(tipText()).toBeNull();

    // Home on Monday keeps the focus where it is: the grid may scroll to it, the tooltip stays.
    algorithms.focus();
    fireEvent.click(algorithms);
    fireEvent.keyDown(grid, { key: 'Home' });
    fireEvent.scroll(box);
    expect(tipText()).toContain('Algorithms');
    // A scroll well after the move is the student's own: it closes the tooltip.
    const later = Date.now() + 1000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    fireEvent.scroll(box);
    expect(tipText()).toBeNull();
    jest.restoreAllMocks();
  });

  it('closes on Escape', async () => {
    const grid = await renderGrid();
    fireEvent.click(cell(grid, /Monday, November 23, 10:00 to 11:00\./));
    expect(tipText()).toContain('Algorithms');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tipText()).toBeNull();
  });
});

describe('the grid on a phone (ADR 032)', () => {
  // jsdom lays nothing out: a 334 px box showing a 646 px grid, a 58 px time column and 84 px days.
  let scrollBy: jest.Mock;
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('sg-grid-scroll') ? 334 : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('sg-grid-scroll') ? 646 : 0;
    });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const box = this.closest<HTMLElement>('.sg-grid-scroll');
      const isHead = this.tagName === 'TH' && this.parentElement?.parentElement?.tagName === 'THEAD';
      const day = this.getAttribute('data-day');
      const index = day ? Number(day.slice(-2)) - 23 : -1;
      const left = !isHead ? 0 : index < 0 ? 0 : 58 + 84 * index - (box?.scrollLeft ?? 0);
      const width = this.classList.contains('sg-grid-scroll') ? 334 : isHead ? (index < 0 ? 58 : 84) : 0;
      return { left, right: left + width, width, top: 0, bottom: 0, height: 0, x: left, y: 0, toJSON: () => ({}) } as DOMRect;
    });
    scrollBy = jest.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
  });
  afterEach(() => jest.restoreAllMocks());

  it('says which days are shown and pages by the whole days that fit', async () => {
    await renderGrid();
    const pager = await screen.findByRole('group', { name: 'Days' });
    expect(pager).toHaveTextContent('Mon – Wed of 7 days');
    expect(within(pager).getByRole('button', { name: /Earlier days/ })).toBeDisabled();
    expect(screen.getByText('Swipe sideways or use the buttons to see the other days.')).toBeInTheDocument();
    expect(document.querySelector('.sg-grid-frame')).toHaveClass('more-after');
    expect(document.querySelector('.sg-grid-frame')).not.toHaveClass('more-before');

    fireEvent.click(within(pager).getByRole('button', { name: /Later days/ }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 252, behavior: 'smooth' });

    // The browser scrolls (and snaps): three days on.
    const box = document.querySelector<HTMLElement>('.sg-grid-scroll')!;
    box.scrollLeft = 252;
    fireEvent.scroll(box);
    expect(pager).toHaveTextContent('Thu – Sat of 7 days');
    expect(document.querySelector('.sg-grid-frame')).toHaveClass('more-before', 'more-after');
    expect(within(pager).getByRole('button', { name: /Earlier days/ })).toBeEnabled();
  });

  it('shows no pager when the whole week fits', async () => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(0);
    await renderGrid();
    await screen.findByRole('grid');
    expect(screen.queryByRole('group', { name: 'Days' })).toBeNull();
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

describe('booking from a free cell (ADR 052)', () => {
  // Monday 23 November 2026, 10:20 in Stockholm: Monday's 10:00 hour has begun.
  beforeEach(() =>
    jest.useFakeTimers({ now: new Date('2026-11-23T09:20:00Z'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'] }),
  );
  afterEach(() => jest.useRealTimers());

  it('offers a cell where everyone shown is free, by click, Enter and Space, with the free time around it', async () => {
    const booked: CellSlot[] = [];
    const grid = await renderGrid(members, {}, (slot) => booked.push(slot));
    // Monday 13:00: Ben's class ends at 13:00, everyone is free until 18:00; the cell is named as bookable.
    const free = cell(grid, /^Monday, November 23, 13:00 to 14:00\. Everyone free\. Book a study session\.$/);
    expect(free).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(free);
    expect(booked).toEqual([{ date: MONDAY, startTime: '13:00', endTime: '18:00', start: '13:00' }]);
    // Tuesday 9:00 by keyboard: the whole day is free on the grid.
    const tuesday = cell(grid, /^Tuesday, November 24, 09:00 to 10:00\. Everyone free\. Book/);
    fireEvent.keyDown(tuesday, { key: 'Enter' });
    fireEvent.keyDown(tuesday, { key: ' ' });
    expect(booked.slice(1)).toEqual([
      { date: '2026-11-24', startTime: '08:00', endTime: '18:00', start: '09:00' },
      { date: '2026-11-24', startTime: '08:00', endTime: '18:00', start: '09:00' },
    ]);
  });

  it('offers no busy cell, no cell that is over, and nothing without a group', async () => {
    const booked: CellSlot[] = [];
    const grid = await renderGrid(members, {}, (slot) => booked.push(slot));
    const busy = cell(grid, /^Monday, November 23, 11:00 to 12:00\. Busy/);
    const past = cell(grid, /^Monday, November 23, 09:00 to 10:00\. Everyone free\.$/);
    for (const c of [busy, past]) {
      expect(c).not.toHaveAttribute('aria-haspopup');
      fireEvent.click(c);
      fireEvent.keyDown(c, { key: 'Enter' });
    }
    expect(booked).toEqual([]);
    // Arrow keys still move; Enter does not scroll or book.
    expect(within(grid).getAllByRole('gridcell', { name: /Book a study session/ }).length).toBeGreaterThan(0);
  });

  it('counts only the members shown: with Ada and Ben toggled off, Monday 12:00 is free', async () => {
    const booked: CellSlot[] = [];
    const grid = await renderGrid(members.slice(2), {}, (slot) => booked.push(slot));
    fireEvent.click(cell(grid, /^Monday, November 23, 12:00 to 13:00\. Everyone free\. Book/));
    expect(booked).toEqual([{ date: MONDAY, startTime: '12:00', endTime: '18:00', start: '12:00' }]);
  });

  it('is a plain grid for one’s own week', async () => {
    const grid = await renderGrid(members);
    expect(within(grid).queryAllByRole('gridcell', { name: /Book a study session/ })).toEqual([]);
    expect(cell(grid, /^Monday, November 23, 13:00 to 14:00\. Everyone free\.$/)).not.toHaveAttribute('data-book');
  });
});
