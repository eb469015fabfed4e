/* global __ENV */
// What every k6 script of Overlap shares: the localhost-only gateway, marked synthetic traffic,
// students signed up through the public API, groups formed the way the app forms them, and the
// clean-up that deletes every account a run made (with its feeds, memberships and groups).
import http from 'k6/http';
import { fail, sleep } from 'k6';

export const GATEWAY = __ENV.GATEWAY_URL || 'http://127.0.0.1:8080';
if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(GATEWAY)) fail(`Overlap's k6 scripts run against localhost only, not ${GATEWAY}`);

export const PASSWORD = 'k6-password-123';
// Synthetic traffic is marked so traces and dashboards can leave it out.
export const BAGGAGE = { baggage: 'synthetic_request=true' };
/** One address per student: the gateway's per-address limits see many clients, as in real use. */
export const clientIp = () => `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
export const api = (name) => ({ name, kind: 'api' });
export const jsonHeaders = (ip) => ({ ...BAGGAGE, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': ip });
export const headers = (student) => ({ ...jsonHeaders(student.ip || clientIp()), cookie: student.cookie });

/** Signs a student up; `tag` names the script in the address, so leftovers are recognisable. */
export function signUp(tag, i) {
  const ip = clientIp();
  const email = `k6.${tag}.${Date.now()}.${i}.${Math.floor(Math.random() * 1e6)}@uni.test`;
  const res = http.post(`${GATEWAY}/api/auth/signup`, JSON.stringify({ email, password: PASSWORD, firstName: 'K6', lastName: `Student ${i}` }), {
    headers: jsonHeaders(ip),
    tags: api('POST /api/auth/signup'),
  });
  if (res.status !== 201) fail(`sign-up failed: ${res.status} ${res.body}`);
  return { id: res.json('id'), email, cookie: `overlap_at=${res.cookies.overlap_at[0].value}`, ip };
}

/** Retries `attempt` (events travel through Kafka) until it returns a value, for up to 60 s. */
export function until(what, attempt) {
  for (let tries = 0; tries < 240; tries++) {
    const value = attempt();
    if (value !== undefined) return value;
    sleep(0.25);
  }
  return fail(`set-up: timed out waiting for ${what}`);
}

/** The first member creates the group and invites the others, who accept; returns its id. */
export function formGroup(members, name) {
  const [owner, ...others] = members;
  const created = http.post(`${GATEWAY}/api/study-groups`, JSON.stringify({ name, createdBy: owner.id }), {
    headers: headers(owner),
    tags: api('POST /api/study-groups'),
  });
  if (created.status !== 201) fail(`create group failed: ${created.status} ${created.body}`);
  const groupId = created.json('id');
  // groups learns about new users from identity's events: 404 until it has.
  until('the students in the groups projection', () => {
    const res = http.post(`${GATEWAY}/api/study-groups/${groupId}/invitations`, JSON.stringify({ invitedUserIds: others.map((o) => o.id) }), {
      headers: headers(owner),
      tags: api('POST /api/study-groups/:id/invitations'),
      responseCallback: http.expectedStatuses(201, 404),
    });
    return res.status === 201 ? true : undefined;
  });
  for (const member of others) {
    const pending = http.get(`${GATEWAY}/api/invitations/user/${member.id}`, { headers: headers(member), tags: api('GET /api/invitations/user/:id') });
    const invitation = pending.json('pending').find((p) => p.group.id === groupId);
    const res = http.put(`${GATEWAY}/api/invitations/${invitation.id}/respond`, JSON.stringify({ status: 'accepted' }), {
      headers: headers(member),
      tags: api('PUT /api/invitations/:id/respond'),
    });
    if (res.status !== 200) fail(`accepting failed: ${res.status} ${res.body}`);
  }
  return groupId;
}

/** The ISO week and year `weeksAhead` from now (UTC), the week the load scripts' feeds fill. */
export function isoWeek(weeksAhead) {
  const d = new Date(Date.now() + weeksAhead * 7 * 86400000);
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = new Date(Date.UTC(day.getUTCFullYear(), 0, 1));
  return { week: Math.ceil(((day - yearStart) / 86400000 + 1) / 7), year: day.getUTCFullYear() };
}

/** Subscribes a student to a feed and waits until schedules shows its classes in `week`. */
export function subscribeAndWait(student, url, week) {
  const res = http.post(`${GATEWAY}/api/ics/subscriptions`, JSON.stringify({ userId: student.id, name: 'k6 timetable', url }), {
    headers: headers(student),
    tags: api('POST /api/ics/subscriptions'),
  });
  if (res.status !== 201) fail(`adding the feed failed: ${res.status} ${res.body}`);
  until('the feed in the week', () => {
    const events = http.get(`${GATEWAY}/api/events?week=${week.week}&year=${week.year}`, { headers: headers(student), tags: api('GET /api/events') });
    return events.status === 200 && events.json('events').length > 0 ? true : undefined;
  });
}

/** Deleting the accounts removes what they made: feeds, imports, presence, memberships, groups. */
export function deleteAccounts(students) {
  for (const student of students) http.del(`${GATEWAY}/api/users/me`, null, { headers: headers(student), tags: api('DELETE /api/users/me') });
}
