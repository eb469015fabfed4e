import { fromBinary } from '@bufbuild/protobuf';
import { createDataSource } from '@overlap/platform';
import { EventEnvelopeSchema, GroupsEventTypes, SessionAnswer, SessionChange, SessionChangedSchema, Topics } from '@overlap/proto';
import { KafkaProbe, mailsTo, OccurrenceFeed, signUpUser, type SignedUpUser } from '@overlap/test-support';
import { isoWeekOfDate } from '@overlap/time';
import type { KafkaMessage } from 'kafkajs';
import { eventually, groupWith, leave } from './support/groups-flow';

jest.setTimeout(90_000);

const APP = process.env.APP_BASE_URL ?? 'http://localhost:8080';

/** A local day `days` from now at +01:00, and that day's times at that offset. */
function dayAhead(days: number) {
  const day = new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return { day, at: (hhmm: string) => `${day}T${hhmm}:00+01:00` };
}

const sessionBody = (groupName: string, d = dayAhead(2)) => ({
  title: `Study session – ${groupName}`,
  day: d.day,
  start: d.at('14:00'),
  end: d.at('16:00'),
  campusId: 'cbs-solbjerg-plads',
  campusName: 'Solbjerg Plads',
  room: 'SP 2.13',
  note: 'Bring chapter 4',
});

const settings = async (user: SignedUpUser, body: Record<string, unknown>) => {
  const res = await user.client.put('/api/users/settings', body);
  if (res.status !== 200) throw new Error(`settings failed: ${res.status} ${JSON.stringify(res.body)}`);
};

/** The study-session mails to a member (the invitation's mail comes first), once there are `count`. */
const sessionMails = (user: SignedUpUser, count: number) =>
  eventually(
    async () => (await mailsTo(user.email)).filter((m) => /studiesession|study session/i.test(m.subject)),
    (ms) => ms.length >= count,
    `${count} session mails`,
  );

const envelopeOf = (m: KafkaMessage) => fromBinary(EventEnvelopeSchema, m.value!);
const decoded = (m: KafkaMessage) => fromBinary(SessionChangedSchema, envelopeOf(m).payload);

describe('study sessions', () => {
  const probe = new KafkaProbe(Topics.groupsSessions);
  beforeAll(() => probe.start(), 60_000);
  afterAll(() => probe.stop());

  /** The session's events, decoded, once there are `count`. */
  const eventsOf = async (sessionId: string, count: number) => {
    const found = await eventually(
      async () => probe.messages.filter((m) => decoded(m).session?.sessionId === sessionId),
      (ms) => ms.length >= count,
      `${count} events of ${sessionId}`,
    );
    return found.map((m) => ({ type: envelopeOf(m).eventType, key: m.key?.toString(), ...decoded(m) }));
  };

  it('books from the free time (the booker is going), members answer for themselves, the booker moves and cancels; every change is published and members are written to', async () => {
    const [ann, bo, cy] = await Promise.all([
      signUpUser({ firstName: 'Ann', lastName: 'Lee' }),
      signUpUser({ firstName: 'Bo' }),
      signUpUser({ firstName: 'Cy' }),
    ]);
    await Promise.all([settings(bo, { language: 'da' }), settings(cy, { emailNotifications: false })]);
    const group = await groupWith(ann, [bo, cy], { name: 'Makro' });
    await eventually(
      () => ann.client.get(`/api/study-groups/${group.id}`),
      (res) => res.body.members?.[0]?.user.displayName === 'Ann Lee',
      "the booker's name",
    );

    const booked = await ann.client.post(`/api/study-groups/${group.id}/sessions`, sessionBody('Makro'));
    expect(booked.status).toBe(201);
    const session = booked.body;
    expect(session).toMatchObject({
      groupId: group.id,
      groupName: 'Makro',
      title: 'Study session – Makro',
      campusName: 'Solbjerg Plads',
      room: 'SP 2.13',
      bookedBy: ann.id,
      cancelled: false,
    });
    expect(session.answers.map((a: any) => [a.userId, a.answer])).toEqual([
      [ann.id, 'going'],
      [bo.id, 'none'],
      [cy.id, 'none'],
    ]);
    expect(session.answers.every((a: any) => /^#|^[a-z]/.test(a.color))).toBe(true);

    // Bo (Danish) is written to; Cy (notifications off) is not.
    const [mail] = (await sessionMails(bo, 1))!;
    expect(mail.subject).toBe('Ny studiesession i Makro: Study session – Makro');
    expect(mail.text).toContain('Ann Lee har booket en studiesession for »Makro«.');
    expect(mail.text).toContain('Hvor: Solbjerg Plads, SP 2.13');
    expect(mail.text).toContain('14.00–16.00 (UTC+01:00)');
    expect(mail.text).toContain(`${APP}/study-groups?group=${group.id}`);

    // Bo answers for himself; an answer for someone else is refused.
    const forOther = await bo.client.put(`/api/study-sessions/${session.id}/answer`, { answer: 'going', userId: cy.id });
    expect(forOther.status).toBe(403);
    expect(forOther.body.message).toBe('You can only answer for yourself.');
    const answered = await bo.client.put(`/api/study-sessions/${session.id}/answer`, { answer: 'maybe', userId: bo.id });
    expect(answered.status).toBe(200);
    expect(answered.body.answers.find((a: any) => a.userId === bo.id).answer).toBe('maybe');
    const declined = await cy.client.put(`/api/study-sessions/${session.id}/answer`, { answer: 'declined' });
    expect(declined.status).toBe(200);

    // Only the booker moves it.
    const later = dayAhead(3);
    const byBo = await bo.client.put(`/api/study-sessions/${session.id}`, sessionBody('Makro', later));
    expect(byBo.status).toBe(403);
    expect(byBo.body.message).toBe('Only the member who booked this study session can change or cancel it.');
    const moved = await ann.client.put(`/api/study-sessions/${session.id}`, {
      ...sessionBody('Makro', later),
      campusId: undefined,
      campusName: undefined,
      room: undefined,
      onlineUrl: 'https://meet.example/abc',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ start: new Date(later.at('14:00')).toISOString(), onlineUrl: 'https://meet.example/abc', campusName: '', room: '' });
    expect(moved.body.answers.map((a: any) => a.answer)).toEqual(['going', 'maybe', 'declined']);

    const listed = await bo.client.get(`/api/study-groups/${group.id}/sessions`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((s: any) => s.id)).toEqual([session.id]);
    const mine = await cy.client.get(`/api/study-sessions?userId=${cy.id}`);
    expect(mine.body.map((s: any) => s.id)).toEqual([session.id]);

    const cancelled = await ann.client.request('DELETE', `/api/study-sessions/${session.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Study session "Study session – Makro" cancelled.');
    expect((await bo.client.get(`/api/study-groups/${group.id}/sessions`)).body).toEqual([]);
    const late = await bo.client.put(`/api/study-sessions/${session.id}/answer`, { answer: 'going' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This study session has been cancelled.');

    // Bo got the change and the cancellation too (he had not declined); Cy never got a mail.
    const subjects = (await sessionMails(bo, 3)).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      'Ny studiesession i Makro: Study session – Makro',
      'Studiesession aflyst i Makro: Study session – Makro',
      'Studiesession ændret i Makro: Study session – Makro',
    ]);
    expect(await mailsTo(cy.email)).toEqual([]);

    const events = await eventsOf(session.id, 5);
    expect(events.map((e) => [e.type, e.change, Number(e.session!.version)])).toEqual([
      [GroupsEventTypes.sessionBooked, SessionChange.BOOKED, 1],
      [GroupsEventTypes.sessionChanged, SessionChange.ANSWERED, 2],
      [GroupsEventTypes.sessionChanged, SessionChange.ANSWERED, 3],
      [GroupsEventTypes.sessionChanged, SessionChange.EDITED, 4],
      [GroupsEventTypes.sessionCancelled, SessionChange.CANCELLED, 5],
    ]);
    expect(events.every((e) => e.key === group.id)).toBe(true);
    expect(events[3]!.session!.members.map((m) => [m.userId, m.answer])).toEqual([
      [ann.id, SessionAnswer.GOING],
      [bo.id, SessionAnswer.MAYBE],
      [cy.id, SessionAnswer.DECLINED],
    ]);
    expect(events[3]!.session!.location).toBe('https://meet.example/abc');
    expect(events[4]!.session!.cancelled).toBe(true);
  });

  it('refuses bad sessions with exact messages and stores nothing', async () => {
    const [ann, out] = await Promise.all([signUpUser({ firstName: 'Ann' }), signUpUser({ firstName: 'Out' })]);
    const group = await groupWith(ann, [], { name: 'Stats' });
    const d = dayAhead(2);
    const good = sessionBody('Stats', d);
    const yesterday = dayAhead(-1);
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['outside the day', { ...good, end: dayAhead(3).at('01:00') }, 400, 'The session must lie within the day of the free time it is booked from.'],
      ['another day', { ...good, day: dayAhead(3).day }, 400, 'The session must lie within the day of the free time it is booked from.'],
      ['ending before it starts', { ...good, end: d.at('13:00') }, 400, 'The session must end after it starts.'],
      ['longer than 12 h', { ...good, start: d.at('08:00'), end: d.at('20:01') }, 400, 'A study session can last at most 12 hours.'],
      [
        'in the past',
        { ...good, day: yesterday.day, start: yesterday.at('10:00'), end: yesterday.at('11:00') },
        400,
        'A study session cannot start in the past.',
      ],
      ['a room with a tab', { ...good, room: 'SP\t2' }, 400, 'Place must not contain control characters.'],
      ['a campus with a line break', { ...good, campusName: 'Solbjerg\nPlads' }, 400, 'Place must not contain control characters.'],
      ['a campus and a link', { ...good, onlineUrl: 'https://meet.example/x' }, 400, 'Choose a campus or an online link, not both.'],
      [
        'a link that is not one',
        { ...good, campusId: undefined, campusName: undefined, room: undefined, onlineUrl: 'javascript:alert(1)' },
        400,
        'The online link must be an https:// or http:// address.',
      ],
      ['no offset', { ...good, start: `${d.day}T14:00:00` }, 400, 'start must be an ISO 8601 date-time with an offset, e.g. 2026-03-03T14:00:00+01:00'],
    ];
    for (const [what, body, status, message] of cases) {
      const res = await ann.client.post(`/api/study-groups/${group.id}/sessions`, body);
      expect([what, res.status, res.body.message]).toEqual([what, status, message]);
    }
    const notMember = await out.client.post(`/api/study-groups/${group.id}/sessions`, good);
    expect([notMember.status, notMember.body.message]).toEqual([403, 'Only members of this study group can book study sessions.']);
    const notMemberRead = await out.client.get(`/api/study-groups/${group.id}/sessions`);
    expect(notMemberRead.status).toBe(403);
    expect((await ann.client.get(`/api/study-groups/${group.id}/sessions`)).body).toEqual([]);

    // A session of a group the caller is not in is not found for them.
    const booked = await ann.client.post(`/api/study-groups/${group.id}/sessions`, good);
    expect(booked.status).toBe(201);
    const answer = await out.client.put(`/api/study-sessions/${booked.body.id}/answer`, { answer: 'going' });
    expect([answer.status, answer.body.message]).toEqual([404, 'Study session not found.']);
    const badAnswer = await ann.client.put(`/api/study-sessions/${booked.body.id}/answer`, { answer: 'yes' });
    expect([badAnswer.status, badAnswer.body.message]).toEqual([400, "answer must be 'going', 'maybe' or 'declined'"]);
  });

  it('cleans up on leave, on group deletion and on account deletion', async () => {
    const [ann, bo, cy] = await Promise.all([signUpUser({ firstName: 'Ann' }), signUpUser({ firstName: 'Bo' }), signUpUser({ firstName: 'Cy' })]);
    const group = await groupWith(ann, [bo, cy], { name: 'Leavers' });
    const byAnn = (await ann.client.post(`/api/study-groups/${group.id}/sessions`, sessionBody('Leavers'))).body;
    const byBo = (await bo.client.post(`/api/study-groups/${group.id}/sessions`, sessionBody('Leavers', dayAhead(3)))).body;
    expect((await cy.client.put(`/api/study-sessions/${byAnn.id}/answer`, { answer: 'going' })).status).toBe(200);

    // Bo leaves: the session he booked is cancelled; Ann's is published again without him.
    expect((await leave(bo, group.id)).status).toBe(200);
    const listed = (await ann.client.get(`/api/study-groups/${group.id}/sessions`)).body;
    expect(listed.map((s: any) => s.id)).toEqual([byAnn.id]);
    expect(listed[0].answers.map((a: any) => a.userId)).toEqual([ann.id, cy.id]);
    const boEvents = await eventsOf(byBo.id, 2);
    expect(boEvents[1]).toMatchObject({ type: GroupsEventTypes.sessionCancelled, change: SessionChange.CANCELLED });
    const annEvents = await eventsOf(byAnn.id, 3);
    expect(annEvents[2]!.change).toBe(SessionChange.MEMBERS);
    expect(annEvents[2]!.session!.members.map((m) => m.userId)).toEqual([ann.id, cy.id]);

    // Cy's account is deleted: her answer goes with her.
    expect((await cy.client.delete('/api/users/me')).status).toBe(200);
    await eventually(
      () => ann.client.get(`/api/study-groups/${group.id}/sessions`),
      (res) => res.body[0]?.answers.length === 1,
      "Cy's answer gone",
    );

    // The group is deleted: its sessions are cancelled for every consumer.
    expect((await ann.client.request('DELETE', `/api/study-groups/${group.id}`)).status).toBe(200);
    const last = (await eventsOf(byAnn.id, 5)).at(-1)!;
    expect(last).toMatchObject({ type: GroupsEventTypes.sessionCancelled });
    expect(last.session!.members).toEqual([]);
  });

  it('names a member’s class that a schedule change put at the time of a session they are going to', async () => {
    const feed = new OccurrenceFeed();
    try {
      const [ann, maja] = await Promise.all([signUpUser({ firstName: 'Ann' }), signUpUser({ firstName: 'Maja', lastName: 'Holm' })]);
      const group = await groupWith(ann, [maja], { name: 'Conflicts' });
      const d = dayAhead(2);
      const session = (await ann.client.post(`/api/study-groups/${group.id}/sessions`, sessionBody('Conflicts', d))).body;
      expect((await maja.client.put(`/api/study-sessions/${session.id}/answer`, { answer: 'going' })).status).toBe(200);
      expect((await ann.client.get(`/api/study-groups/${group.id}/sessions`)).body[0].conflicts).toEqual([]);

      // A feed sync gives Maja a class 15:00–17:00 (+01:00) that day; the session is 14:00–16:00.
      await feed.replace(maja.id, [{ start: new Date(d.at('15:00')), end: new Date(d.at('17:00')), title: 'Algebra' }]);
      const listed = await eventually(
        () => ann.client.get(`/api/study-groups/${group.id}/sessions`),
        (res) => res.body[0]?.conflicts?.length === 1,
        "Maja's class named",
      );
      expect(listed.body[0].conflicts).toEqual([
        { userId: maja.id, name: 'Maja Holm', title: 'Algebra', start: new Date(d.at('15:00')).toISOString(), end: new Date(d.at('17:00')).toISOString() },
      ]);
      // Ann's own going is not a conflict with the session itself.
      expect(listed.body[0].conflicts.map((c: any) => c.userId)).toEqual([maja.id]);
    } finally {
      await feed.disconnect();
    }
  });

  it('tells the member themselves in the bell and by one e-mail per session and class: through later syncs, gone with the clash, the answer or the session', async () => {
    const feed = new OccurrenceFeed();
    try {
      const [ann, maja] = await Promise.all([signUpUser({ firstName: 'Ann' }), signUpUser({ firstName: 'Maja', lastName: 'Holm' })]);
      const group = await groupWith(ann, [maja], { name: 'Clashes' });
      const d = dayAhead(3);
      const session = (await ann.client.post(`/api/study-groups/${group.id}/sessions`, sessionBody('Clashes', d))).body;
      expect((await maja.client.put(`/api/study-sessions/${session.id}/answer`, { answer: 'going' })).status).toBe(200);
      /** The clashes the bell's list (GET /api/study-sessions) names on this session for a member. */
      const bellOf = async (user: SignedUpUser) => {
        const res = await user.client.get('/api/study-sessions');
        expect(res.status).toBe(200);
        return res.body.find((s: { id: string }) => s.id === session.id) as { cancelled: boolean; conflicts: { userId: string; title: string }[] };
      };
      const clashesOf = (user: SignedUpUser, count: number, why: string) =>
        eventually(
          () => bellOf(user),
          (s) => s.conflicts.length === count,
          why,
        );
      expect((await bellOf(maja)).conflicts).toEqual([]);

      // A feed sync puts Algebra 15:00–17:00 at the session's time (14:00–16:00): Maja's bell names it, Ann's does not.
      const sourceId = `clash-${maja.id}`;
      const algebra = { start: new Date(d.at('15:00')), end: new Date(d.at('17:00')), title: 'Algebra' };
      await feed.replace(maja.id, [algebra], { sourceId, version: 1 });
      const told = await clashesOf(maja, 1, "Maja's class in her bell");
      expect(told.conflicts).toEqual([
        { userId: maja.id, name: 'Maja Holm', title: 'Algebra', start: algebra.start.toISOString(), end: algebra.end.toISOString() },
      ]);
      expect((await bellOf(ann)).conflicts).toEqual([]);
      // And one e-mail, in her language, naming the class (Ann, without a clash, gets none).
      const clashMails = (user: SignedUpUser) => mailsTo(user.email).then((ms) => ms.filter((m) => /^Your class clashes with /.test(m.subject)));
      // (A longer wait: just after a restart groups' consumer may still be joining its group.)
      const [mail] = await eventually(
        () => clashMails(maja),
        (ms) => ms.length >= 1,
        'the clash mail',
        60_000,
      );
      expect(mail!.subject).toBe('Your class clashes with Study session – Clashes (Clashes)');

      // A later sync that keeps the class (and adds a morning lab) names it once still.
      const week = isoWeekOfDate(d.day);
      await feed.replace(maja.id, [algebra, { start: new Date(d.at('09:00')), end: new Date(d.at('10:00')), title: 'Lab' }], { sourceId, version: 2 });
      await eventually(
        () => maja.client.get(`/api/events?week=${week.week}&year=${week.year}&userId=${maja.id}`),
        (res) => res.body.events?.some((e: { title: string }) => e.title === 'Lab'),
        'the second sync read',
      );
      expect((await bellOf(maja)).conflicts.map((c) => c.title)).toEqual(['Algebra']);
      expect(await clashMails(maja)).toHaveLength(1);

      // Not going: nothing to tell; going again: told again.
      expect((await maja.client.put(`/api/study-sessions/${session.id}/answer`, { answer: 'maybe' })).status).toBe(200);
      expect((await bellOf(maja)).conflicts).toEqual([]);
      expect((await maja.client.put(`/api/study-sessions/${session.id}/answer`, { answer: 'going' })).status).toBe(200);
      expect((await bellOf(maja)).conflicts).toHaveLength(1);

      // She clears the week: the class is gone, and so is the line; restoring it brings it back.
      expect((await maja.client.delete(`/api/events/clean?week=${week.week}&year=${week.year}`)).status).toBe(200);
      await clashesOf(maja, 0, 'the clash gone with the cleared week');
      // The bell reads schedules at once; groups learns of the cleared week from its event. Restored before that,
      // the clash never went as far as groups knows, and is rightly not told again.
      const db = await createDataSource({ service: 'groups', entities: [], migrations: [] }).initialize();
      try {
        await eventually(
          () => db.query('SELECT count(*)::int AS n FROM study_session_clash_notices WHERE session_id = $1', [session.id]),
          (rows: { n: number }[]) => rows[0]!.n === 0,
          'groups has seen the cleared week',
        );
      } finally {
        await db.destroy();
      }
      expect((await maja.client.post(`/api/events/restore?week=${week.week}&year=${week.year}`, {})).status).toBe(200);
      await clashesOf(maja, 1, 'the clash back with the restored week');
      // A clash that went and came back is told again, once; answering maybe and going again told nothing.
      await eventually(
        () => clashMails(maja),
        (ms) => ms.length >= 2,
        'the clash mail again',
      );
      expect(await clashMails(maja)).toHaveLength(2);
      expect(await clashMails(ann)).toEqual([]);

      // A cancelled session clashes with nothing.
      expect((await ann.client.request('DELETE', `/api/study-sessions/${session.id}`)).status).toBe(200);
      const cancelled = await bellOf(maja);
      expect([cancelled.cancelled, cancelled.conflicts]).toEqual([true, []]);
    } finally {
      await feed.disconnect();
    }
  });
});
