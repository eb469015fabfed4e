import type { ComparisonEntry } from '@overlap/contracts';
import { ENTRIES_MAX_AGE_MS, ENTRIES_MAX_KEPT, MemberEntries } from './member-entries.service';
import type { BroadcastReading } from '@overlap/platform';
import type { SchedulesClient, ViewerDays } from './schedules.client';

const WEEK: ViewerDays = { from: '2027-03-22', to: '2027-03-29', timeZone: 'Europe/Copenhagen' };
const entry = (title: string): ComparisonEntry =>
  ({ dayOfWeek: 'Monday', date: '2027-03-22', startTime: '08:00', endTime: '10:00', title, busy: true, allDay: false }) as ComparisonEntry;

/** A schedules client that answers each user's current entries and counts whom it was asked for. */
function fakeSchedules() {
  const current = new Map<string, ComparisonEntry[]>();
  const asked: string[][] = [];
  let hold: Promise<void> | undefined;
  const client = {
    async entries(userIds: string[]) {
      asked.push([...userIds]);
      const answer = new Map(userIds.map((id) => [id, current.get(id) ?? []]));
      await hold;
      return answer;
    },
  } as unknown as SchedulesClient;
  return { client, current, asked, holdWith: (p: Promise<void> | undefined) => (hold = p) };
}

/** This replica's broadcast consumer: reading in epoch 1 unless a test changes it. */
const reading = { current: 1 as number | undefined };
const broadcast = { epoch: () => reading.current } as BroadcastReading;

describe('MemberEntries', () => {
  afterEach(() => {
    jest.useRealTimers();
    reading.current = 1;
  });

  it('keeps a member’s own view apart from what the others see of them (their own events, ADR 045)', async () => {
    const s = fakeSchedules();
    s.current.set('a', [entry('Dentist')]);
    const entries = new MemberEntries(s.client, broadcast);
    await entries.entries(['a'], { ...WEEK, viewerId: 'a' });
    await entries.entries(['a', 'b'], { ...WEEK, viewerId: 'b' });
    await entries.entries(['a'], { ...WEEK, viewerId: 'a' });
    await entries.entries(['a'], { ...WEEK, viewerId: 'c' });
    expect(s.asked).toEqual([['a'], ['a', 'b']]);
  });

  it('reads only the members it does not remember, in one call', async () => {
    const s = fakeSchedules();
    s.current.set('a', [entry('A1')]);
    s.current.set('b', [entry('B1')]);
    const entries = new MemberEntries(s.client, broadcast);
    await entries.entries(['a'], WEEK);
    const both = await entries.entries(['a', 'b'], WEEK);
    expect(s.asked).toEqual([['a'], ['b']]);
    expect(both.get('a')).toEqual([entry('A1')]);
    expect(both.get('b')).toEqual([entry('B1')]);
  });

  it('reads a member afresh after their schedule changed', async () => {
    const s = fakeSchedules();
    s.current.set('a', [entry('before')]);
    const entries = new MemberEntries(s.client, broadcast);
    await entries.entries(['a'], WEEK);
    s.current.set('a', [entry('after')]);
    expect((await entries.entries(['a'], WEEK)).get('a')).toEqual([entry('before')]);
    entries.forget('a');
    expect((await entries.entries(['a'], WEEK)).get('a')).toEqual([entry('after')]);
  });

  it('keeps weeks and zones apart', async () => {
    const s = fakeSchedules();
    const entries = new MemberEntries(s.client, broadcast);
    await entries.entries(['a'], WEEK);
    await entries.entries(['a'], { ...WEEK, timeZone: 'America/New_York' });
    await entries.entries(['a'], { ...WEEK, from: '2027-03-29', to: '2027-04-05' });
    expect(s.asked).toHaveLength(3);
  });

  it('does not keep a read that a change overtook', async () => {
    const s = fakeSchedules();
    s.current.set('a', [entry('before')]);
    const entries = new MemberEntries(s.client, broadcast);
    let release!: () => void;
    s.holdWith(new Promise<void>((r) => (release = r)));
    const pending = entries.entries(['a'], WEEK);
    await Promise.resolve();
    s.current.set('a', [entry('after')]);
    entries.forget('a');
    release();
    expect((await pending).get('a')).toEqual([entry('before')]);
    s.holdWith(undefined);
    expect((await entries.entries(['a'], WEEK)).get('a')).toEqual([entry('after')]);
  });

  it('reads again once remembered entries are too old', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const s = fakeSchedules();
    const entries = new MemberEntries(s.client, broadcast);
    await entries.entries(['a'], WEEK);
    jest.setSystemTime(1_000_000 + ENTRIES_MAX_AGE_MS - 1);
    await entries.entries(['a'], WEEK);
    expect(s.asked).toHaveLength(1);
    jest.setSystemTime(1_000_000 + ENTRIES_MAX_AGE_MS + 1);
    await entries.entries(['a'], WEEK);
    expect(s.asked).toHaveLength(2);
  });

  it('drops the oldest kept week past its bound', async () => {
    const s = fakeSchedules();
    const entries = new MemberEntries(s.client, broadcast);
    for (let i = 0; i <= ENTRIES_MAX_KEPT; i++) await entries.entries([`user-${i}`], WEEK);
    s.asked.length = 0;
    await entries.entries([`user-${ENTRIES_MAX_KEPT}`], WEEK);
    await entries.entries(['user-0'], WEEK);
    expect(s.asked).toEqual([['user-0']]);
  });
});

describe('MemberEntries while change events may be missed', () => {
  afterEach(() => (reading.current = 1));

  it('remembers nothing while the broadcast consumer is not reading', async () => {
    const s = fakeSchedules();
    const entries = new MemberEntries(s.client, broadcast);
    await entries.entries(['a'], WEEK);
    reading.current = undefined;
    await entries.entries(['a'], WEEK);
    await entries.entries(['a'], WEEK);
    expect(s.asked).toHaveLength(3);
  });

  it('forgets what it read before a gap in the reading', async () => {
    const s = fakeSchedules();
    const entries = new MemberEntries(s.client, broadcast);
    await entries.entries(['a'], WEEK);
    reading.current = 2;
    await entries.entries(['a'], WEEK);
    await entries.entries(['a'], WEEK);
    expect(s.asked).toHaveLength(2);
  });
});
