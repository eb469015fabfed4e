import { fromBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, ScheduleChange, ScheduleChangedSchema, Topics } from '@overlap/proto';
import { KafkaProbe, signUpUser, type ApiClient, type SignedUpUser } from '@overlap/test-support';
import { DateTime } from 'luxon';
import ical, { type VEvent } from 'node-ical';
import { eventually } from './ingestion-events';

jest.setTimeout(90_000);

// Everything happens next week and after (inside the export's 26 weeks ahead), on a Stockholm clock:
// a student who never chose a zone is read in Europe/Stockholm.
const ZONE = 'Europe/Stockholm';
const monday = DateTime.now().setZone(ZONE).startOf('week').plus({ weeks: 1 });
const at = (weeks: number, day: number, hour: number, minute = 0) => monday.plus({ weeks, days: day }).set({ hour, minute });
const iso = (dt: DateTime) => dt.toISO({ suppressMilliseconds: true })!;
const weekQuery = (weeks: number) => {
  const d = monday.plus({ weeks });
  return `week=${d.weekNumber}&year=${d.weekYear}`;
};
const ownInWeek = async (client: ApiClient, weeks: number) => {
  const res = await client.get(`/api/events?${weekQuery(weeks)}`);
  expect(res.status).toBe(200);
  return (res.body.events as any[]).filter((e) => e.sourceId === 'own').map((e) => `${e.date} ${e.start_time}-${e.end_time} ${e.title} @${e.location}`);
};
const shift = { title: 'Café shift', start: iso(at(0, 0, 17)), end: iso(at(0, 0, 21)), location: 'Nørrebro', note: 'Bring the apron' };

describe('own events', () => {
  let student: SignedUpUser;
  let other: SignedUpUser;
  beforeAll(async () => {
    [student, other] = await Promise.all([signUpUser({ firstName: 'Maja' }), signUpUser({ firstName: 'Bo' })]);
  });

  it('adds a one-off event that the week, the month and the list show, styled apart by its source', async () => {
    const made = await student.client.post('/api/events/own', shift);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      id: expect.any(String),
      title: 'Café shift',
      start: iso(at(0, 0, 17)),
      end: iso(at(0, 0, 21)),
      location: 'Nørrebro',
      note: 'Bring the apron',
      repeat: 'none',
      showTitle: false,
      timeZone: ZONE,
    });
    expect(made.body.repeatUntil).toBeUndefined();
    expect(await ownInWeek(student.client, 0)).toEqual([`${at(0, 0, 0).toISODate()} 17:00-21:00 Café shift @Nørrebro`]);
    const week = (await student.client.get(`/api/events?${weekQuery(0)}`)).body.events.find((e: any) => e.sourceId === 'own');
    expect(week).toMatchObject({ type: 'Personal', description: 'Bring the apron', ownEventId: made.body.id });

    const range = await student.client.get(`/api/ics/events?start=${encodeURIComponent(iso(at(0, 0, 0)))}&end=${encodeURIComponent(iso(at(0, 7, 0)))}`);
    expect(range.body.events).toEqual([expect.objectContaining({ title: 'Café shift', sourceKind: 'own', ownEventId: made.body.id, startTime: '17:00' })]);
    expect((await student.client.get('/api/events/own')).body.events.map((e: any) => e.id)).toContain(made.body.id);
    // Nobody else sees it in their calendar.
    expect(await ownInWeek(other.client, 0)).toEqual([]);
  });

  it('repeats a weekly event every week up to its last day', async () => {
    const training = await student.client.post('/api/events/own', {
      title: 'Handball training',
      start: iso(at(0, 2, 18, 30)),
      end: iso(at(0, 2, 20)),
      repeat: 'weekly',
      repeatUntil: at(2, 2, 0).toISODate(),
    });
    expect(training.status).toBe(201);
    expect(training.body).toMatchObject({ repeat: 'weekly', repeatUntil: at(2, 2, 0).toISODate() });
    for (const weeks of [0, 1, 2]) {
      expect((await ownInWeek(student.client, weeks)).filter((e) => e.includes('Handball'))).toEqual([
        `${at(weeks, 2, 0).toISODate()} 18:30-20:00 Handball training @`,
      ]);
    }
    expect((await ownInWeek(student.client, 3)).filter((e) => e.includes('Handball'))).toEqual([]);
  });

  it('edits and moves an event; only its owner may, and a weekly one is deleted with all its weeks', async () => {
    const made = (await student.client.post('/api/events/own', { ...shift, title: 'Dentist', repeat: 'weekly' })).body;
    const moved = await student.client.put(`/api/events/own/${made.id}`, {
      title: 'Dentist (moved)',
      start: iso(at(0, 3, 8)),
      end: iso(at(0, 3, 9)),
      location: '',
      repeat: 'none',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: made.id, title: 'Dentist (moved)', start: iso(at(0, 3, 8)), repeat: 'none', location: '', note: '' });
    const week = await ownInWeek(student.client, 0);
    expect(week).toContain(`${at(0, 3, 0).toISODate()} 08:00-09:00 Dentist (moved) @`);
    expect(week.some((e) => e.includes('Dentist') && e.includes('17:00'))).toBe(false);
    expect((await ownInWeek(student.client, 1)).some((e) => e.includes('Dentist'))).toBe(false);

    // Someone else's event: refused, and it stays as it was.
    expect(await other.client.put(`/api/events/own/${made.id}`, shift)).toMatchObject({
      status: 403,
      body: { message: 'You can only change your own events.' },
    });
    expect(await other.client.delete(`/api/events/own/${made.id}`)).toMatchObject({ status: 403, body: { message: 'You can only change your own events.' } });
    expect(await student.client.put('/api/events/own/00000000-0000-4000-8000-000000000000', shift)).toMatchObject({
      status: 404,
      body: { message: 'Event not found.' },
    });
    expect(await student.client.delete('/api/events/own/not-an-id')).toMatchObject({ status: 404, body: { message: 'Event not found.' } });
    expect(await ownInWeek(student.client, 0)).toContain(`${at(0, 3, 0).toISODate()} 08:00-09:00 Dentist (moved) @`);

    const weekly = (await student.client.post('/api/events/own', { ...shift, title: 'Choir', repeat: 'weekly' })).body;
    const deleted = await student.client.delete(`/api/events/own/${weekly.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Event "Choir" deleted.', id: weekly.id } });
    for (const weeks of [0, 1, 5]) expect((await ownInWeek(student.client, weeks)).some((e) => e.includes('Choir'))).toBe(false);
    expect(await student.client.delete(`/api/events/own/${weekly.id}`)).toMatchObject({ status: 404, body: { message: 'Event not found.' } });
  });

  it('refuses bad events with the exact reason and stores nothing', async () => {
    const fresh = await signUpUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...shift, end: iso(at(0, 0, 16)) }, 'The event must end after it starts.'],
      [{ ...shift, start: iso(at(0, 0, 8)), end: iso(at(0, 0, 20, 1)) }, 'An event can last at most 12 hours.'],
      [{ ...shift, title: 'Shift\nnight' }, 'Title must not contain control characters.'],
      [{ ...shift, location: 'Room\t1' }, 'Place must not contain control characters.'],
      [{ ...shift, title: '   ' }, 'Title is required.'],
      [{ ...shift, repeatUntil: at(3, 0, 0).toISODate() }, 'Only a weekly event has a last day (repeatUntil).'],
      [{ ...shift, repeat: 'weekly', repeatUntil: at(-1, 0, 0).toISODate() }, 'A weekly event cannot stop before its first day.'],
      [{ ...shift, start: '2026-13-40T10:00' }, 'start must be an ISO 8601 date or date-time, e.g. 2026-03-02T08:00:00Z'],
    ];
    for (const [body, message] of cases) expect(await fresh.client.post('/api/events/own', body)).toMatchObject({ status: 400, body: { message } });
    expect((await fresh.client.get('/api/events/own')).body.events).toEqual([]);
    expect(await fresh.client.get(`/api/events/own?userId=${student.id}`)).toMatchObject({ status: 403 });
  });

  it('publishes "your schedule changed" for each add, edit and delete', async () => {
    const probe = new KafkaProbe(Topics.schedulesChanges);
    await probe.start();
    try {
      const user = await signUpUser();
      const made = (await user.client.post('/api/events/own', shift)).body;
      await user.client.put(`/api/events/own/${made.id}`, { ...shift, title: 'Late shift' });
      await user.client.delete(`/api/events/own/${made.id}`);
      const changes = await eventually(
        async () =>
          probe.messages
            .filter((m) => m.key?.toString() === user.id)
            .map((m) => fromBinary(ScheduleChangedSchema, fromBinary(EventEnvelopeSchema, m.value!).payload).change),
        (c) => c.length >= 3,
      );
      expect(changes).toEqual([ScheduleChange.OWN_EVENT_CHANGED, ScheduleChange.OWN_EVENT_CHANGED, ScheduleChange.OWN_EVENT_CHANGED]);
    } finally {
      await probe.stop();
    }
  });

  it('is in the private ICS export, with the same UID after an edit', async () => {
    const user = await signUpUser();
    const made = (
      await user.client.post('/api/events/own', { ...shift, title: 'Physio', location: 'Clinic', repeat: 'weekly', repeatUntil: at(1, 0, 0).toISODate() })
    ).body;
    const { url } = (await user.client.post('/api/ics/export')).body;
    const read = async () => Object.values(ical.sync.parseICS(await (await fetch(url)).text())).filter((c): c is VEvent => c?.type === 'VEVENT');
    const before = await read();
    expect(before.map((e) => [e.summary, e.location, e.start.toISOString()])).toEqual([
      ['Physio', 'Clinic', at(0, 0, 17).toUTC().toJSDate().toISOString()],
      ['Physio', 'Clinic', at(1, 0, 17).toUTC().toJSDate().toISOString()],
    ]);
    expect(before.every((e) => e.transparency === 'OPAQUE')).toBe(true);

    await user.client.put(`/api/events/own/${made.id}`, {
      ...shift,
      title: 'Physio (new time)',
      start: iso(at(0, 1, 9)),
      end: iso(at(0, 1, 10)),
      repeat: 'weekly',
      repeatUntil: at(1, 1, 0).toISODate(),
    });
    const after = await read();
    expect(after.map((e) => [e.summary, e.start.toISOString()])).toEqual([
      ['Physio (new time)', at(0, 1, 9).toUTC().toJSDate().toISOString()],
      ['Physio (new time)', at(1, 1, 9).toUTC().toJSDate().toISOString()],
    ]);
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(after.map((e) => Number(e.sequence))).toEqual([2, 2]);
  });
});

describe('own events in a group comparison', () => {
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let groupId: string;
  const compare = () => ann.client.post(`/api/study-groups/${groupId}/compare-schedules?${weekQuery(0)}`);
  const bobsEntries = async () => (await compare()).body.members.find((m: any) => m.user.id === bob.id).schedules;

  beforeAll(async () => {
    [ann, bob] = await Promise.all([signUpUser({ firstName: 'Ann' }), signUpUser({ firstName: 'Bob' })]);
    // Groups knows a new student once identity's event has arrived.
    const group = await eventually(
      () => ann.client.post('/api/study-groups', { name: 'Own events', createdBy: ann.id }),
      (r) => r.status === 201,
    );
    groupId = group.body.id;
    const sent = await eventually(
      () => ann.client.post(`/api/study-groups/${groupId}/invite`, { invitedUserId: bob.id }),
      (r) => r.status === 201,
    );
    expect((await bob.client.put(`/api/invitations/${sent.body.id}/respond`, { status: 'accepted' })).status).toBe(200);
  });

  it('shows another member’s event as busy without its title, place or note, and leaves it out of free time', async () => {
    const dentist = (
      await bob.client.post('/api/events/own', {
        title: 'Dentist',
        start: iso(at(0, 1, 10)),
        end: iso(at(0, 1, 12)),
        location: 'Smile clinic',
        note: 'Root canal',
      })
    ).body;
    const res = await compare();
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/Dentist|Smile clinic|Root canal/);
    expect(await bobsEntries()).toEqual([
      {
        dayOfWeek: 'Tuesday',
        date: at(0, 1, 0).toISODate(),
        startTime: '10:00',
        endTime: '12:00',
        title: '',
        location: '',
        type: 'busy',
        allDay: false,
        busy: true,
      },
    ]);
    // Free time is 08:00–20:00 by default: Tuesday's is cut around Bob's busy time.
    const tuesday = res.body.freeSlots.filter((s: any) => s.date === at(0, 1, 0).toISODate()).map((s: any) => `${s.startTime}-${s.endTime}`);
    expect(tuesday.sort()).toEqual(['08:00-10:00', '12:00-20:00']);

    // Bob chooses to show the title: the group sees it, still without place or note.
    const shown = await bob.client.put(`/api/events/own/${dentist.id}`, {
      title: 'Dentist',
      start: iso(at(0, 1, 10)),
      end: iso(at(0, 1, 12)),
      location: 'Smile clinic',
      showTitle: true,
    });
    expect(shown.status).toBe(200);
    // Groups remembers members' entries until schedules.changes.v1 says they changed (ADR 050): the edit's event drops them.
    const entries = await eventually(bobsEntries, (e: any[]) => e[0]?.title === 'Dentist');
    expect(entries).toEqual([expect.objectContaining({ title: 'Dentist', location: '', type: 'Personal', busy: true })]);
    expect(JSON.stringify((await compare()).body)).not.toMatch(/Smile clinic/);

    // Bob himself sees his event whole in the group; My Schedule shows his week the way his groups see it.
    const bobs = async (group: string) =>
      (await bob.client.post(`/api/study-groups/${group}/compare-schedules?${weekQuery(0)}`)).body.members.find((m: any) => m.user.id === bob.id).schedules;
    expect(await bobs(groupId)).toEqual([expect.objectContaining({ title: 'Dentist', location: 'Smile clinic', type: 'Personal' })]);
    expect(await bobs('personal-schedule')).toEqual([expect.objectContaining({ title: 'Dentist', location: '', type: 'Personal' })]);
  });
});
