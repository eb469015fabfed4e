import { DateTime } from 'luxon';

/** The demo accounts `npm start` provides; documented in the README. */
export const DEMO_USER = { email: 'demo@overlap.app', password: 'overlap-demo-2026', firstName: 'Demo', lastName: 'Student' };
const CLASSMATE = { email: 'maja@overlap.app', password: 'overlap-demo-2026', firstName: 'Maja', lastName: 'Jensen' };
const GROUP = { name: 'Macroeconomics study group', courseCode: 'ECON2101', description: 'Problem sets before Thursday lectures' };
const ZONE = 'Europe/Stockholm';

interface WeeklyClass {
  weekday: number; // ISO: 1 = Monday
  start: string;
  end: string;
  title: string;
  location: string;
}

const DEMO_TIMETABLE: WeeklyClass[] = [
  { weekday: 1, start: '08:15', end: '10:00', title: 'Macroeconomics — Lecture', location: 'Aula Magna' },
  { weekday: 1, start: '13:15', end: '15:00', title: 'Statistics II — Lab', location: 'Lab 4B' },
  { weekday: 2, start: '10:15', end: '12:00', title: 'Corporate Finance — Lecture', location: 'Hall C' },
  { weekday: 3, start: '09:15', end: '11:00', title: 'Macroeconomics — Seminar', location: 'Room 214' },
  { weekday: 4, start: '08:15', end: '10:00', title: 'Macroeconomics — Lecture', location: 'Aula Magna' },
  { weekday: 4, start: '15:15', end: '17:00', title: 'Academic Writing — Tutorial', location: 'Library 2' },
];
const CLASSMATE_TIMETABLE: WeeklyClass[] = [
  { weekday: 1, start: '08:15', end: '10:00', title: 'Macroeconomics — Lecture', location: 'Aula Magna' },
  { weekday: 2, start: '13:15', end: '16:00', title: 'Marketing — Case seminar', location: 'Room 108' },
  { weekday: 3, start: '10:15', end: '12:00', title: 'Microeconomics — Lecture', location: 'Hall A' },
  { weekday: 4, start: '08:15', end: '10:00', title: 'Macroeconomics — Lecture', location: 'Aula Magna' },
  { weekday: 5, start: '09:15', end: '12:00', title: 'Econometrics — Lab', location: 'Lab 2A' },
];

/** The timetable as dated events from two weeks back to eight weeks ahead (the local-storage import shape). */
function datedEvents(timetable: WeeklyClass[]) {
  const monday = DateTime.now().setZone(ZONE).startOf('week');
  const events = [];
  for (let week = -2; week <= 8; week++) {
    for (const c of timetable) {
      const day = monday.plus({ weeks: week, days: c.weekday - 1 });
      const at = (hhmm: string) =>
        day
          .set({ hour: Number(hhmm.slice(0, 2)), minute: Number(hhmm.slice(3)) })
          .toUTC()
          .toISO()!;
      events.push({ title: c.title, start: at(c.start), end: at(c.end), location: c.location });
    }
  }
  return events;
}

const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** A minimal cookie-keeping client for the public API. */
class Session {
  private cookie = '';
  constructor(private readonly base: string) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { ...HEADERS, cookie: this.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (cookies.length) this.cookie = cookies.join('; ');
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  async signIn(user: typeof DEMO_USER): Promise<string> {
    let res = await this.call<{ id: string }>('POST', '/api/auth/login', { email: user.email, password: user.password });
    if (res.status === 401) res = await this.call<{ id: string }>('POST', '/api/auth/signup', user);
    if (res.status !== 200 && res.status !== 201) throw new Error(`Could not sign in ${user.email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  }
}

async function expectOk(step: string, res: { status: number; body: unknown }) {
  if (res.status >= 300) throw new Error(`${step} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Creates, through the public API and so under the same rules and events as real users, a demo
 * student with a timetable, a classmate with theirs, and a study group with both in it.
 * Every step is idempotent, so `npm start` can run it each time.
 */
export async function seedDemoData(baseUrl: string): Promise<void> {
  const demo = new Session(baseUrl);
  const mate = new Session(baseUrl);
  const demoId = await demo.signIn(DEMO_USER);
  const mateId = await mate.signIn(CLASSMATE);
  await expectOk('Importing the demo timetable', await demo.call('POST', '/api/ics/subscriptions/migrate', { events: datedEvents(DEMO_TIMETABLE) }));
  await expectOk('Importing the classmate timetable', await mate.call('POST', '/api/ics/subscriptions/migrate', { events: datedEvents(CLASSMATE_TIMETABLE) }));

  type Group = { id: string; name: string; members: { userId: string }[]; pendingInvitationUserIds: string[] };
  const groups = await demo.call<Group[] | { groups: Group[] }>('GET', `/api/study-groups/user/${demoId}`);
  await expectOk('Listing the demo groups', groups);
  const list = Array.isArray(groups.body) ? groups.body : groups.body.groups;
  let group = list.find((g) => g.name === GROUP.name);
  if (!group) {
    const created = await demo.call<Group>('POST', '/api/study-groups', { ...GROUP, createdBy: demoId });
    await expectOk('Creating the demo group', created);
    group = created.body;
  }
  if (group.members.some((m) => m.userId === mateId)) return;
  if (!group.pendingInvitationUserIds?.includes(mateId)) {
    await expectOk(
      'Inviting the classmate',
      await demo.call('POST', `/api/study-groups/${group.id}/invite`, { invitedUserId: mateId, message: 'Problem sets on Wednesdays?' }),
    );
  }
  const invitations = await mate.call<{ pending: { id: string; group: { id: string } }[] }>('GET', `/api/invitations/user/${mateId}`);
  await expectOk('Listing the classmate invitations', invitations);
  const invitation = invitations.body.pending.find((i) => i.group.id === group.id);
  if (invitation) await expectOk('Accepting the invitation', await mate.call('PUT', `/api/invitations/${invitation.id}/respond`, { status: 'accepted' }));
}
