import { OccurrenceFeed, signUpUser } from '@overlap/test-support';
import { DEFAULT_TIMEZONE, wallClockAt } from '@overlap/time';
import { groupPresenceSeenBy, groupWith, KILEN, report, shareOn } from './support/presence-flow';

jest.setTimeout(90_000);

const MINUTE = 60_000;

/** 'HH:MM' of an instant on the clock of a viewer who never chose a zone; a midnight end is the end of the day. */
const untilOnDefaultClock = (d: Date) => {
  const { time } = wallClockAt(d, DEFAULT_TIMEZONE);
  return time === '00:00' ? '24:00' : time;
};

/**
 * A study session running now, within its UTC day (a start at most 40 s ago is within groups' minute of
 * grace), for an hour or up to that day's end.
 */
async function sessionNow(title: string) {
  if (Date.now() % MINUTE > 40_000) await new Promise((r) => setTimeout(r, MINUTE - (Date.now() % MINUTE)));
  const start = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
  const day = start.toISOString().slice(0, 10);
  const end = new Date(Math.min(start.getTime() + 60 * MINUTE, Date.parse(`${day}T24:00:00Z`)));
  return { title, day, start: start.toISOString(), end: end.toISOString(), campusId: KILEN.id, campusName: KILEN.name, room: 'K 1.54' };
}

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

  it('says a member is in the group’s study session with its title, and only busy at an own event or another group’s session; one’s own events whole to oneself', async () => {
    const [ann, bob, cyd, dan, eve] = await Promise.all([signUpUser(), signUpUser(), signUpUser(), signUpUser(), signUpUser()]);
    const [group, elsewhere] = await Promise.all([groupWith(ann, [bob, cyd, dan, eve]), groupWith(eve, [])]);
    const now = Math.floor(Date.now() / MINUTE) * MINUTE;
    const hour = { start: new Date(now - 30 * MINUTE).toISOString(), end: new Date(now + 60 * MINUTE).toISOString() };
    // Bob's own event keeps its title to himself; Dan shows his to his groups (ADR 045).
    expect((await bob.client.post('/api/events/own', { title: 'Dentist', location: 'Smile clinic', ...hour })).status).toBe(201);
    expect((await dan.client.post('/api/events/own', { title: 'Café shift', ...hour, showTitle: true })).status).toBe(201);
    // Ann's own, title not shown: she sees it whole on her own line, Bob does not.
    expect((await ann.client.post('/api/events/own', { title: 'Gym', ...hour })).status).toBe(201);
    // Cyd books one in this group (the booker is going); Eve one in a group Ann is not in.
    const ours = await sessionNow('Study session – Algebra');
    expect((await cyd.client.post(`/api/study-groups/${group.id}/sessions`, ours)).status).toBe(201);
    const theirs = await sessionNow('Secret club');
    expect((await eve.client.post(`/api/study-groups/${elsewhere.id}/sessions`, theirs)).status).toBe(201);
    for (const student of [ann, bob, cyd, dan, eve]) {
      await shareOn(student);
      expect((await report(student, KILEN.id, 'on_campus')).status).toBe(200);
    }

    const ownEventUntil = untilOnDefaultClock(new Date(hour.end));
    // Sessions reach schedules through Kafka: wait for both.
    const seen = await groupPresenceSeenBy(ann, group.id, (g) => g[cyd.id]?.timetable?.kind === 'session' && g[eve.id]?.timetable?.kind === 'busy');
    expect(seen[cyd.id].timetable).toEqual({
      now: 'in_class',
      kind: 'session',
      title: 'Study session – Algebra',
      until: untilOnDefaultClock(new Date(ours.end)),
    });
    expect(seen[eve.id].timetable).toEqual({ now: 'in_class', kind: 'busy', title: '', until: untilOnDefaultClock(new Date(theirs.end)) });
    expect(seen[bob.id].timetable).toEqual({ now: 'in_class', kind: 'busy', title: '', until: ownEventUntil });
    expect(seen[dan.id].timetable).toEqual({ now: 'in_class', kind: 'busy', title: 'Café shift', until: ownEventUntil });
    expect(seen[ann.id].timetable).toEqual({ now: 'in_class', kind: 'busy', title: 'Gym', until: ownEventUntil });
    // Nothing of Bob's event or Eve's other group leaves schedules, in any field.
    expect(JSON.stringify(seen)).not.toMatch(/Dentist|Smile clinic|Secret club|K 1\.54/);
    const seenByBob = await groupPresenceSeenBy(bob, group.id, (g) => g[cyd.id]?.timetable?.kind === 'session');
    expect(seenByBob[ann.id].timetable).toEqual({ now: 'in_class', kind: 'busy', title: '', until: ownEventUntil });
    expect(seenByBob[bob.id].timetable).toEqual({ now: 'in_class', kind: 'busy', title: 'Dentist', until: ownEventUntil });
    expect(JSON.stringify(seenByBob)).not.toMatch(/Gym|Secret club/);
    // Busy is not free: nobody is free together.
    expect((await ann.client.get(`/api/study-groups/${group.id}/presence/free-together`)).body).toEqual([]);
  });
});
