import { OccurrenceFeed, signUpUser, type SignedUpUser } from '@overlap/test-support';
import { personColor } from '@overlap/contracts';
import { isoWeekAt, shiftIsoWeek, wallClockAt } from '@overlap/time';
import { eventually, invite } from './support/groups-flow';

// Week 3 of 2027: Monday 18 January to Sunday 24 January; Stockholm is UTC+1, New York UTC-5.
const WEEK = 'week=3&year=2027';
const at = (iso: string) => new Date(iso);

const compare = (user: SignedUpUser, groupId: string, query = WEEK) => user.client.post(`/api/study-groups/${groupId}/compare-schedules?${query}`);
const brief = (schedules: any[]) => schedules.map((e) => `${e.dayOfWeek} ${e.startTime}-${e.endTime} ${e.title}${e.allDay ? ' (all day)' : ''}`);
const slotsOn = (body: any, date: string) => body.freeSlots.filter((s: any) => s.date === date).map((s: any) => `${s.startTime}-${s.endTime}`);

describe('schedule comparison', () => {
  const feed = new OccurrenceFeed();
  afterAll(() => feed.disconnect());

  let ann: SignedUpUser, bob: SignedUpUser, cyd: SignedUpUser;
  let groupId: string;

  beforeAll(async () => {
    [ann, bob, cyd] = await Promise.all([
      signUpUser({ firstName: 'Ann', lastName: 'Lee' }),
      signUpUser({ firstName: 'Bob', lastName: 'Berg' }),
      signUpUser({ firstName: 'Cyd', lastName: 'Moss' }),
    ]);
    // Bob studies in New York: identity publishes the zone, groups and schedules project it.
    expect((await bob.client.put('/api/users/settings', { timezone: 'America/New_York' })).status).toBe(200);

    // Invite → accept (Bob) / decline (Cyd).
    groupId = (await ann.client.post('/api/study-groups', { name: 'Finance 101', createdBy: ann.id })).body.id;
    await invite(ann.client, groupId, cyd.id); // waits until groups knows Cyd; Bob is invited in the batch
    await eventually(
      () => ann.client.post(`/api/study-groups/${groupId}/invitations`, { invitedUserIds: [bob.id], message: 'Compare weeks?' }),
      (r) => r.status === 201,
      'Bob invited',
    );
    const bobInvitation = (await bob.client.get(`/api/invitations/user/${bob.id}`)).body.pending[0];
    const cydInvitation = (await cyd.client.get(`/api/invitations/user/${cyd.id}`)).body.pending[0];
    expect((await bob.client.put(`/api/invitations/${bobInvitation.id}/respond`, { status: 'accepted' })).status).toBe(200);
    expect((await cyd.client.put(`/api/invitations/${cydInvitation.id}/respond`, { status: 'declined' })).status).toBe(200);

    await feed.replace(ann.id, [
      { start: at('2027-01-18T08:00:00Z'), end: at('2027-01-18T10:00:00Z'), title: 'Macro', location: 'D1' }, // Mon 09–11 Stockholm
      { start: at('2027-01-18T12:00:00Z'), end: at('2027-01-18T13:00:00Z'), title: 'Micro', location: 'D2' }, // Mon 13–14
      { start: at('2027-01-20T22:00:00Z'), end: at('2027-01-21T00:00:00Z'), title: 'Night lab', location: 'Lab' }, // Wed 23:00 – Thu 01:00
    ]);
    await feed.replace(bob.id, [
      { start: at('2027-01-18T15:00:00Z'), end: at('2027-01-18T17:00:00Z'), title: 'Stats', location: 'NYU' }, // Mon 10–12 New York = 16–18 Stockholm
      { start: at('2027-01-19T08:00:00Z'), end: at('2027-01-19T09:00:00Z'), title: 'Early', location: '' }, // Tue 09–10 Stockholm
      { start: at('2027-01-19T09:00:00Z'), end: at('2027-01-19T10:00:00Z'), title: 'Back-to-back', location: '' }, // Tue 10–11
      { start: at('2027-01-22T00:00:00Z'), end: at('2027-01-23T00:00:00Z'), title: 'Holiday', allDay: true },
    ]);
  }, 60_000);

  it('answers every member’s week in the viewer’s zone with the common free time', async () => {
    const res = await eventually(
      () => compare(ann, groupId),
      (r) => r.status === 200 && r.body.members.every((m: any) => m.schedules.length > 0) && r.body.timezone === 'Europe/Stockholm',
      'both schedules stored',
    );
    const body = res.body;
    expect(body).toMatchObject({ groupId, week: 3, year: 2027, weekStart: '2027-01-18', weekEnd: '2027-01-24', timezone: 'Europe/Stockholm', minMinutes: 60 });
    // Cyd declined: only Ann and Bob, in join order with the colours the group gave them (ADR 030).
    expect(body.members.map((m: any) => m.user)).toEqual([
      { id: ann.id, displayName: 'Ann Lee', initials: 'AL', color: 'blue' },
      { id: bob.id, displayName: 'Bob Berg', initials: 'BB', color: 'orange' },
    ]);
    expect(body.includedMemberIds).toEqual([ann.id, bob.id]);
    expect(brief(body.members[0].schedules)).toEqual([
      'Monday 09:00-11:00 Macro',
      'Monday 13:00-14:00 Micro',
      'Wednesday 23:00-24:00 Night lab',
      'Thursday 00:00-01:00 Night lab',
    ]);
    expect(body.members[0].schedules[0]).toMatchObject({ date: '2027-01-18', location: 'D1', allDay: false });
    expect(brief(body.members[1].schedules)).toEqual([
      'Monday 16:00-18:00 Stats',
      'Tuesday 09:00-10:00 Early',
      'Tuesday 10:00-11:00 Back-to-back',
      'Friday 00:00-24:00 Holiday (all day)',
    ]);

    expect(slotsOn(body, '2027-01-18')).toEqual(['11:00-13:00', '14:00-16:00', '18:00-20:00', '08:00-09:00']);
    expect(slotsOn(body, '2027-01-19')).toEqual(['11:00-20:00', '08:00-09:00']);
    expect(slotsOn(body, '2027-01-22')).toEqual(['08:00-20:00']); // an all-day holiday does not block
    expect(body.freeSlots[0]).toEqual({ dayOfWeek: 'Wednesday', date: '2027-01-20', startTime: '08:00', endTime: '20:00', minutes: 720 });
    const heat = (date: string, startTime: string) => body.heat.find((c: any) => c.date === date && c.startTime === startTime);
    expect(heat('2027-01-18', '09:00')).toMatchObject({ free: 1, total: 2 });
    expect(heat('2027-01-18', '16:30')).toMatchObject({ free: 1, total: 2 });
    expect(heat('2027-01-18', '11:00')).toMatchObject({ free: 2, total: 2 });
    expect(body.heat).toHaveLength(7 * 24);
    expect(body.gridHours).toEqual({ startHour: 0, endHour: 24 });
  });

  it('shows the same week on the other member’s clock', async () => {
    const res = await eventually(
      () => compare(bob, groupId),
      (r) => r.status === 200 && r.body.timezone === 'America/New_York',
      'Bob’s zone projected',
    );
    expect(brief(res.body.members[0].schedules).slice(0, 2)).toEqual(['Monday 03:00-05:00 Macro', 'Monday 07:00-08:00 Micro']);
    expect(brief(res.body.members[1].schedules)[0]).toBe('Monday 10:00-12:00 Stats');
    // Bob's holiday stays on its own date (Friday) whatever the viewer's zone.
    expect(brief(res.body.members[1].schedules)).toContain('Friday 00:00-24:00 Holiday (all day)');
  });

  it('computes free time only for the toggled members, with the chosen minimum length', async () => {
    const onlyAnn = (await compare(ann, groupId, `${WEEK}&members=${ann.id}&minMinutes=120`)).body;
    expect(onlyAnn.members).toHaveLength(2);
    expect(onlyAnn.includedMemberIds).toEqual([ann.id]);
    expect(slotsOn(onlyAnn, '2027-01-18')).toEqual(['14:00-20:00', '11:00-13:00']);
    expect(onlyAnn.heat.find((c: any) => c.date === '2027-01-18' && c.startTime === '16:30')).toMatchObject({ free: 1, total: 1 });
  });

  it('looks for free time in the chosen hours, weekdays first and the weekend only when asked for (ADR 032)', async () => {
    const mornings = (await compare(ann, groupId, `${WEEK}&fromHour=8&toHour=12`)).body;
    expect(mornings.freeTimeWindow).toEqual({ startTime: '08:00', endTime: '12:00', startMinute: 480, endMinute: 720 });
    expect(mornings.weekends).toBe(false);
    const ranked = (body: any) => body.freeSlots.map((s: any) => `${s.dayOfWeek.slice(0, 3)} ${s.startTime}-${s.endTime}`);
    expect(ranked(mornings)).toEqual([
      'Wed 08:00-12:00',
      'Thu 08:00-12:00',
      'Fri 08:00-12:00',
      'Mon 08:00-09:00',
      'Mon 11:00-12:00',
      'Tue 08:00-09:00',
      'Tue 11:00-12:00',
    ]);
    expect(mornings.heat.filter((c: any) => c.date === '2027-01-18').map((c: any) => c.startTime)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    const withWeekend = (await compare(ann, groupId, `${WEEK}&fromHour=8&toHour=12&weekends=true`)).body;
    expect(withWeekend.weekends).toBe(true);
    // Whole free weekend mornings come after every weekday gap, however long they are.
    expect(ranked(withWeekend)).toEqual([...ranked(mornings), 'Sat 08:00-12:00', 'Sun 08:00-12:00']);
  });

  it('widens the grid to the chosen hours, never narrowing it below 8:00–18:00 (ADR 032)', async () => {
    // Week 10 has no classes: the grid is 8:00–18:00 widened by the free-time window alone.
    const hoursOf = async (groupOrPersonal: string, extra = '') => (await compare(ann, groupOrPersonal, `week=10&year=2027${extra}`)).body.gridHours;
    expect(await hoursOf(groupId)).toEqual({ startHour: 8, endHour: 20 });
    expect(await hoursOf(groupId, '&fromHour=6&toHour=22')).toEqual({ startHour: 6, endHour: 22 });
    expect(await hoursOf(groupId, '&fromHour=10&toHour=12')).toEqual({ startHour: 8, endHour: 18 });
    // The personal week lists no free time: its grid keeps 8:00–18:00.
    expect(await hoursOf('personal-schedule', '&fromHour=6&toHour=22')).toEqual({ startHour: 8, endHour: 18 });
  });

  it('shows only the caller’s own events for personal-schedule', async () => {
    const res = await compare(ann, 'personal-schedule');
    expect(res.status).toBe(200);
    expect(res.body.members.map((m: any) => m.user.id)).toEqual([ann.id]);
    // My Schedule paints Ann in her own colour outside groups, the one the navigation shows (ADR 030).
    expect(res.body.members[0].user.color).toBe(personColor(ann.id));
    expect(res.body.members[0].schedules).toHaveLength(4);
    expect(slotsOn(res.body, '2027-01-19')).toEqual(['08:00-20:00']);
    expect((await compare(ann, 'personal-schedule', `${WEEK}&members=${bob.id}`)).status).toBe(403);
  });

  it('refuses non-members: comparing, inviting and reading the group are 403', async () => {
    const compared = await compare(cyd, groupId);
    expect(compared.status).toBe(403);
    expect(compared.body.message).toBe('You are not a member of this study group.');
    expect((await cyd.client.post(`/api/study-groups/${groupId}/invite`, { invitedUserId: cyd.id })).status).toBe(403);
    expect((await cyd.client.get(`/api/study-groups/${groupId}`)).status).toBe(403);
    expect((await compare(ann, groupId, `${WEEK}&members=${cyd.id}`)).status).toBe(403);
  });

  it.each([
    ['week=54&year=2027', 'Week must be a whole number between 1 and 53.'],
    ['week=0&year=2027', 'Week must be a whole number between 1 and 53.'],
    ['week=two&year=2027', 'Week must be a whole number between 1 and 53.'],
    ['week=53&year=2027', 'Year 2027 has no week 53.'],
    ['week=3&year=1999', 'Year must be a whole number between 2000 and 2100.'],
    ['week=3&year=2027&minMinutes=20', 'minMinutes must be a whole number between 30 and 180.'],
    ['week=3&year=2027&minMinutes=181', 'minMinutes must be a whole number between 30 and 180.'],
    ['week=3&year=2027&members=someone', 'members must be a comma-separated list of user ids.'],
    ['week=3', 'Give both week and year, or neither for the current week.'],
    ['week=3&year=2027&fromHour=20&toHour=8', 'fromHour must be before toHour.'],
    ['week=3&year=2027&fromHour=12&toHour=12', 'fromHour must be before toHour.'],
    ['week=3&year=2027&toHour=25', 'fromHour and toHour must be whole hours from 0 to 24.'],
    ['week=3&year=2027&fromHour=7.5', 'fromHour and toHour must be whole hours from 0 to 24.'],
    ['week=3&year=2027&weekends=yes', 'weekends must be true or false.'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await compare(ann, groupId, query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('opens a group on the current week, or at the weekend on the next one, and My Schedule on the current week', async () => {
    const clock = wallClockAt(new Date(), 'Europe/Stockholm');
    const current = isoWeekAt(new Date(), 'Europe/Stockholm');
    const expected = clock.weekday >= 6 ? shiftIsoWeek(current, 1) : current;
    const res = await ann.client.post(`/api/study-groups/${groupId}/compare-schedules`);
    expect(res.status).toBe(200);
    expect({ week: res.body.week, year: res.body.year }).toEqual(expected);
    const personal = await ann.client.post('/api/study-groups/personal-schedule/compare-schedules');
    expect({ week: personal.body.week, year: personal.body.year }).toEqual(current);
  });

  it('never suggests free time that is over: nothing before today, today only from now on', async () => {
    const before = wallClockAt(new Date(), 'Europe/Stockholm');
    const week = isoWeekAt(new Date(), 'Europe/Stockholm');
    // This week, weekend included: Ann and Bob have nothing in it, so every day would be free all day.
    const res = await compare(ann, groupId, `week=${week.week}&year=${week.year}&weekends=true&fromHour=0&toHour=24&minMinutes=30`);
    expect(res.status).toBe(200);
    const after = wallClockAt(new Date(), 'Europe/Stockholm');
    const ended = res.body.freeSlots.filter(
      (s: any) => s.date < before.date || (s.date === before.date && Number(s.endTime.slice(0, 2)) * 60 + Number(s.endTime.slice(3)) <= before.minutes),
    );
    expect(ended).toEqual([]);
    const today = res.body.freeSlots.filter((s: any) => s.date === before.date);
    // Today's slot starts at the next quarter hour (or later, when that leaves under 30 minutes).
    for (const slot of today) expect(Number(slot.startTime.slice(0, 2)) * 60 + Number(slot.startTime.slice(3))).toBeGreaterThanOrEqual(before.minutes);
    if (after.date === before.date && after.minutes < 23 * 60) expect(today).toHaveLength(1);
  });

  it('shows a member’s changed schedule in a comparison read before the change (remembered entries are dropped on schedules.changes.v1)', async () => {
    const week10 = 'week=10&year=2027'; // Monday 8 March 2027
    const bobsWeek = async () => brief((await compare(ann, groupId, week10)).body.members[1].schedules);
    expect(await bobsWeek()).toEqual([]);
    expect(await bobsWeek()).toEqual([]); // read twice: now remembered
    await feed.replace(bob.id, [{ start: at('2027-03-09T09:00:00Z'), end: at('2027-03-09T11:00:00Z'), title: 'Added later', location: '' }], {
      sourceId: 'second-feed',
    });
    await eventually(bobsWeek, (b) => b.length === 1, 'the new class in the comparison', 10_000);
    expect(await bobsWeek()).toEqual(['Tuesday 10:00-12:00 Added later']);
  });

  it('answers 404 for a group that does not exist', async () => {
    expect((await compare(ann, '00000000-0000-4000-8000-000000000009')).status).toBe(404);
  });
});
