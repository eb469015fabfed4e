import { OccurrenceFeed, signUpUser } from '@overlap/test-support';
import { wallClockAt } from '@overlap/time';
import { groupPresenceSeenBy, groupWith, KILEN, report, shareOn } from './support/presence-flow';

jest.setTimeout(90_000);

const MINUTE = 60_000;

describe('group presence with the timetable', () => {
  const feed = new OccurrenceFeed();
  afterAll(() => feed.disconnect());

  it('tells a member what a co-member on campus has on their timetable now, on the viewer’s clock', async () => {
    const [ann, bob, cyd] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob, cyd]);
    // Ann looks from New York; Bob's class started 30 minutes ago, Cyd's next one starts in 90.
    expect((await ann.client.put('/api/users/settings', { timezone: 'America/New_York' })).status).toBe(200);
    // Whole minutes: schedules gives times on the minute.
    const now = Math.floor(Date.now() / MINUTE) * MINUTE;
    const bobsClass = { start: new Date(now - 30 * MINUTE), end: new Date(now + 60 * MINUTE), title: 'Macroeconomics Lecture' };
    const cydsClass = { start: new Date(now + 90 * MINUTE), end: new Date(now + 150 * MINUTE), title: 'Statistics Exercise' };
    await feed.replace(bob.id, [bobsClass]);
    await feed.replace(cyd.id, [cydsClass]);
    for (const student of [bob, cyd]) {
      await shareOn(student);
      expect((await report(student, KILEN.id, 'on_campus')).status).toBe(200);
    }

    const onNewYorkClock = (d: Date) => wallClockAt(d, 'America/New_York');
    const sameDay = onNewYorkClock(cydsClass.start).date === onNewYorkClock(new Date(now)).date;
    const seen = await groupPresenceSeenBy(
      ann,
      group.id,
      // Cyd's timetable is null until schedules has her class (it comes through Kafka): wait for it.
      (g) => g[bob.id]?.timetable?.until === onNewYorkClock(bobsClass.end).time && Boolean(g[cyd.id]?.timetable),
    );
    expect(seen[bob.id]).toMatchObject({
      status: 'on_campus',
      campus: KILEN,
      timetable: { now: 'in_class', title: 'Macroeconomics Lecture', until: onNewYorkClock(bobsClass.end).time },
    });
    // Free until Cyd's next class today, or for the rest of Ann's day when it is tomorrow for her.
    expect(seen[cyd.id].timetable).toEqual({ now: 'free', until: sameDay ? onNewYorkClock(cydsClass.start).time : '24:00' });
    expect(Object.keys(seen).sort()).toEqual([bob.id, cyd.id].sort());
  });

  it('answers without a timetable for members who are not on campus', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    await feed.replace(bob.id, [{ start: new Date(Date.now() - 30 * MINUTE), end: new Date(Date.now() + 30 * MINUTE), title: 'Lecture' }]);
    await shareOn(bob);
    expect((await report(bob, null, 'off_campus')).status).toBe(200);
    const seen = await groupPresenceSeenBy(ann, group.id, (g) => bob.id in g);
    expect(seen[bob.id]).toMatchObject({ status: 'off_campus', campus: null, timetable: null });
  });
});
