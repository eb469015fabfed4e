import { eventually, middayZone, OccurrenceFeed, signUpUser } from '@overlap/test-support';
import { wallClockAt } from '@overlap/time';
import { zonedIso } from '../src/group-presence/free-together.rules';
import { groupWith, KILEN, report, shareOn } from './support/presence-flow';

jest.setTimeout(90_000);

const MINUTE = 60_000;
const SOLBJERG = { id: 'cbs-solbjerg-plads', name: 'Solbjerg Plads', university: 'Copenhagen Business School' };

describe('free together on campus now', () => {
  const feed = new OccurrenceFeed();
  afterAll(() => feed.disconnect());

  it('names the members sharing presence on one campus who are all free now, until the first of them has a class, and the session Meet now books', async () => {
    const [ann, bob, cyd, dan, eve, outsider] = await Promise.all([signUpUser(), signUpUser(), signUpUser(), signUpUser(), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob, cyd, dan, eve]);
    // Ann's clock reads about noon whenever this runs, so the afternoon is still ahead.
    const zone = middayZone();
    expect((await ann.client.put('/api/users/settings', { timezone: zone })).status).toBe(200);
    const now = Math.floor(Date.now() / MINUTE) * MINUTE;
    // Bob's next class starts in an hour, Cyd's in two; Dan is in class now; Eve is free but on another campus.
    const bobsClass = { start: new Date(now + 60 * MINUTE), end: new Date(now + 120 * MINUTE), title: 'Statistics Exercise' };
    await feed.replace(bob.id, [bobsClass]);
    await feed.replace(cyd.id, [{ start: new Date(now + 120 * MINUTE), end: new Date(now + 180 * MINUTE), title: 'Microeconomics' }]);
    await feed.replace(dan.id, [{ start: new Date(now - 30 * MINUTE), end: new Date(now + 30 * MINUTE), title: 'Macroeconomics Lecture' }]);
    await feed.replace(eve.id, []);
    for (const [student, campus] of [
      [bob, KILEN],
      [cyd, KILEN],
      [dan, KILEN],
      [eve, SOLBJERG],
    ] as const) {
      await shareOn(student);
      expect((await report(student, campus.id, 'on_campus')).status).toBe(200);
    }

    const until = wallClockAt(bobsClass.start, zone).time;
    const asked = Date.now();
    // Presence learns the group, Ann's zone and the timetables through Kafka: wait until it knows them all.
    const sets = await eventually(async () => {
      const res = await ann.client.get(`/api/study-groups/${group.id}/presence/free-together`);
      if (res.status !== 200 || res.body[0]?.until !== until) throw new Error(`free together: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as any[];
    }, 30_000);
    // Ann does not share, Dan is in class and Eve is alone on her campus: only Bob and Cyd are together.
    expect(sets).toEqual([
      {
        campus: KILEN,
        memberIds: [bob.id, cyd.id].sort(),
        until,
        meetNow: { day: wallClockAt(asked, zone).date, start: expect.any(String), end: zonedIso(bobsClass.start, zone) },
      },
    ]);
    const start = Date.parse(sets[0].meetNow.start);
    expect(start % MINUTE).toBe(0);
    expect(start).toBeGreaterThanOrEqual(asked - MINUTE);
    expect(start).toBeLessThanOrEqual(Date.now() + MINUTE);

    // Groups takes the session as answered: from now at Kilen until Bob's class.
    const { day, start: from, end } = sets[0].meetNow;
    const booked = await ann.client.post(`/api/study-groups/${group.id}/sessions`, {
      title: 'Study session – free together',
      day,
      start: from,
      end,
      campusId: KILEN.id,
      campusName: KILEN.name,
    });
    expect(booked.status).toBe(201);
    expect(Date.parse(booked.body.end)).toBe(bobsClass.start.getTime());

    // Only members ask.
    expect((await outsider.client.get(`/api/study-groups/${group.id}/presence/free-together`)).status).toBe(403);
  });

  it('answers nobody once members are on different campuses or one walks off', async () => {
    const [ann, bob, cyd] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob, cyd]);
    expect((await ann.client.put('/api/users/settings', { timezone: middayZone() })).status).toBe(200);
    for (const student of [ann, bob, cyd]) {
      await feed.replace(student.id, []);
      await shareOn(student);
      expect((await report(student, KILEN.id, 'on_campus')).status).toBe(200);
    }
    const read = () => ann.client.get(`/api/study-groups/${group.id}/presence/free-together`);
    const all = await eventually(async () => {
      const res = await read();
      if (res.body[0]?.memberIds.length !== 3) throw new Error(JSON.stringify(res.body));
      return res.body as any[];
    }, 30_000);
    expect(all[0]).toMatchObject({ campus: KILEN, until: '24:00' });

    expect((await report(bob, SOLBJERG.id, 'on_campus')).status).toBe(200);
    expect((await report(cyd, null, 'off_campus')).status).toBe(200);
    expect((await read()).body).toEqual([]);
  });
});
