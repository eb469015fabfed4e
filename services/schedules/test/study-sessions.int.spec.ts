import { fromBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, ScheduleChange, ScheduleChangedSchema, Topics } from '@overlap/proto';
import { KafkaProbe, signUpUser, type ApiClient, type SignedUpUser } from '@overlap/test-support';
import { DateTime } from 'luxon';
import ical, { type VEvent } from 'node-ical';
import { eventually, schedulesDb } from './ingestion-events';

jest.setTimeout(90_000);

// Next week, on a Stockholm clock (a student who never chose a zone is read in Europe/Stockholm).
const ZONE = 'Europe/Stockholm';
const monday = DateTime.now().setZone(ZONE).startOf('week').plus({ weeks: 1 });
const at = (day: number, hour: number) => monday.plus({ days: day }).set({ hour });
const iso = (dt: DateTime) => dt.toISO({ suppressMilliseconds: true })!;
const WEEK = `week=${monday.weekNumber}&year=${monday.weekYear}`;
const TUESDAY = at(1, 0).toISODate()!;
const session = (day: number, from: number, to: number) => ({
  title: 'Study session – Sessions',
  day: at(day, 0).toISODate(),
  start: iso(at(day, from)),
  end: iso(at(day, to)),
  campusId: 'cbs-kilen',
  campusName: 'Kilen',
  room: 'K 1.54',
  note: 'Exam prep',
});

/** The session pieces of a student's week: date, times, title, place and their answer. */
const sessionsInWeek = async (client: ApiClient) => {
  const res = await client.get(`/api/events?${WEEK}`);
  expect(res.status).toBe(200);
  return (res.body.events as any[])
    .filter((e) => e.sourceId === 'session')
    .map((e) => `${e.date} ${e.start_time}-${e.end_time} ${e.title} @${e.location} ${e.type} ${e.session.answer}`);
};

describe('study sessions in members’ calendars', () => {
  const changes = new KafkaProbe(Topics.schedulesChanges);
  let ann: SignedUpUser;
  let bo: SignedUpUser;
  let cy: SignedUpUser;
  let groupId: string;

  beforeAll(async () => {
    await changes.start();
    [ann, bo, cy] = await Promise.all([signUpUser({ firstName: 'Ann' }), signUpUser({ firstName: 'Bo' }), signUpUser({ firstName: 'Cy' })]);
    const group = await eventually(
      () => ann.client.post('/api/study-groups', { name: 'Sessions', createdBy: ann.id }),
      (r) => r.status === 201,
    );
    groupId = group.body.id;
    for (const member of [bo, cy]) {
      const sent = await eventually(
        () => ann.client.post(`/api/study-groups/${groupId}/invite`, { invitedUserId: member.id }),
        (r) => r.status === 201,
      );
      expect((await member.client.put(`/api/invitations/${sent.body.id}/respond`, { status: 'accepted' })).status).toBe(200);
    }
  }, 90_000);
  afterAll(() => changes.stop());

  it('shows a session in the week of every member who has not declined, busy only for those going, in the export with a stable UID; a cancellation takes it away', async () => {
    const booked = await ann.client.post(`/api/study-groups/${groupId}/sessions`, session(1, 14, 16));
    expect(booked.status).toBe(201);
    const id = booked.body.id;
    const line = (answer: string, from = '14:00', to = '16:00', day = TUESDAY) =>
      `${day} ${from}-${to} Study session – Sessions @Kilen, K 1.54 Study session ${answer}`;
    expect(
      await eventually(
        () => sessionsInWeek(ann.client),
        (s) => s.length === 1,
      ),
    ).toEqual([line('going')]);
    expect(
      await eventually(
        () => sessionsInWeek(bo.client),
        (s) => s.length === 1,
      ),
    ).toEqual([line('none')]);
    const week = (await ann.client.get(`/api/events?${WEEK}`)).body.events.find((e: any) => e.sourceId === 'session');
    expect(week).toMatchObject({ description: 'Exam prep', session: { sessionId: id, groupId, groupName: 'Sessions', answer: 'going' } });

    // The comparison: Ann (going) is busy 14–16 without a title for others; Bo and Cy (no answer) are not.
    const compare = () => bo.client.post(`/api/study-groups/${groupId}/compare-schedules?${WEEK}`);
    const tuesdayFree = (res: any) => res.body.freeSlots.filter((s: any) => s.date === TUESDAY).map((s: any) => `${s.startTime}-${s.endTime}`);
    let compared = await eventually(compare, (r) => tuesdayFree(r).length === 2);
    expect(tuesdayFree(compared)).toEqual(['08:00-14:00', '16:00-20:00']);
    expect(compared.body.members.find((m: any) => m.user.id === ann.id).schedules).toEqual([
      expect.objectContaining({ date: TUESDAY, startTime: '14:00', endTime: '16:00', title: '', type: 'busy', busy: true }),
    ]);
    expect(compared.body.members.find((m: any) => m.user.id === bo.id).schedules).toEqual([expect.objectContaining({ type: 'Study session', busy: false })]);

    // Cy declines: gone from her calendar. Bo is going: his week says so, and he is busy too.
    expect((await cy.client.put(`/api/study-sessions/${id}/answer`, { answer: 'declined' })).status).toBe(200);
    expect((await bo.client.put(`/api/study-sessions/${id}/answer`, { answer: 'going' })).status).toBe(200);
    expect(
      await eventually(
        () => sessionsInWeek(cy.client),
        (s) => s.length === 0,
      ),
    ).toEqual([]);
    expect(
      await eventually(
        () => sessionsInWeek(bo.client),
        (s) => s[0]?.endsWith('going'),
      ),
    ).toEqual([line('going')]);
    compared = await eventually(compare, (r) => r.body.members.find((m: any) => m.user.id === bo.id).schedules[0]?.busy === true);
    expect(tuesdayFree(compared)).toEqual(['08:00-14:00', '16:00-20:00']);

    // The export: one VEVENT, opaque for a member going; moved, it keeps its UID with a higher SEQUENCE.
    const { url } = (await bo.client.post('/api/ics/export')).body;
    const read = async () => Object.values(ical.sync.parseICS(await (await fetch(url)).text())).filter((c): c is VEvent => c?.type === 'VEVENT');
    const before = await read();
    expect(before.map((e) => [e.summary, e.location, e.start.toISOString(), e.transparency])).toEqual([
      ['Study session – Sessions', 'Kilen, K 1.54', at(1, 14).toUTC().toJSDate().toISOString(), 'OPAQUE'],
    ]);
    expect((await ann.client.put(`/api/study-sessions/${id}`, session(2, 10, 12))).status).toBe(200);
    const after = await eventually(read, (es) => es[0]?.start.toISOString() === at(2, 10).toUTC().toJSDate().toISOString());
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(Number(after[0]!.sequence)).toBeGreaterThan(Number(before[0]!.sequence));
    expect(await sessionsInWeek(bo.client)).toEqual([line('going', '10:00', '12:00', at(2, 0).toISODate()!)]);

    // Every change of what a member's calendar shows was published for them (open pages and comparisons fetch again).
    const changedFor = (userId: string) =>
      changes.messages.filter((m) => {
        const e = fromBinary(ScheduleChangedSchema, fromBinary(EventEnvelopeSchema, m.value!).payload);
        return e.userId === userId && e.change === ScheduleChange.STUDY_SESSION_CHANGED;
      }).length;
    await eventually(
      async () => [changedFor(ann.id), changedFor(bo.id), changedFor(cy.id)],
      ([a, b, c]) => a! >= 2 && b! >= 3 && c! >= 2,
    );

    // Cancelled: gone from every calendar and the export.
    expect((await ann.client.request('DELETE', `/api/study-sessions/${id}`)).status).toBe(200);
    expect(
      await eventually(
        () => sessionsInWeek(ann.client),
        (s) => s.length === 0,
      ),
    ).toEqual([]);
    expect(
      await eventually(
        () => sessionsInWeek(bo.client),
        (s) => s.length === 0,
      ),
    ).toEqual([]);
    expect(await eventually(read, (es) => es.length === 0)).toEqual([]);
  });

  it('a member who leaves loses the group’s sessions; a deleted group takes them from everyone', async () => {
    const booked = (await ann.client.post(`/api/study-groups/${groupId}/sessions`, session(3, 9, 10))).body;
    expect((await bo.client.put(`/api/study-sessions/${booked.id}/answer`, { answer: 'going' })).status).toBe(200);
    await eventually(
      () => sessionsInWeek(bo.client),
      (s) => s.length === 1,
    );
    expect((await bo.client.request('DELETE', `/api/study-groups/${groupId}/leave`, { userId: bo.id })).status).toBe(200);
    expect(
      await eventually(
        () => sessionsInWeek(bo.client),
        (s) => s.length === 0,
      ),
    ).toEqual([]);
    expect(await sessionsInWeek(ann.client)).toHaveLength(1);

    expect((await ann.client.request('DELETE', `/api/study-groups/${groupId}`)).status).toBe(200);
    expect(
      await eventually(
        () => sessionsInWeek(ann.client),
        (s) => s.length === 0,
      ),
    ).toEqual([]);
    const left = await schedulesDb((db) => db.query('SELECT count(*)::int AS n FROM group_session_attendees WHERE session_id = $1', [booked.id]));
    expect(left.rows[0].n).toBe(0);
  });
});
