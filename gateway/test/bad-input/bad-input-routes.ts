import { randomUUID } from 'node:crypto';
import { FEED_SERVER_PORTS, uniqueEmail } from '@overlap/test-support';
import type { Json } from './bad-input-cases';

/** Ids the suite's fixture holds, filled into `{name}` placeholders of paths and samples. */
export interface Fixture {
  me: string;
  other: string;
  group: string;
  feed: string;
  /** An own event of `me` (schedules). */
  ownEvent: string;
  /** A study session `me` booked in `group` (groups). */
  session: string;
  run: string;
}

export interface BodyRoute {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A valid body; every case is this with one thing broken. A function gives a fresh one per case. */
  body: (f: Fixture) => Json;
  /** Signed out (the sign-in family): each case comes from its own client. */
  public?: true;
  /** Fields whose null is a valid value (presence's campusId off campus): no null case for them. */
  nullable?: string[];
  /** Valid in shape, wrong in meaning (reversed ranges, dates outside any calendar): each must be refused too. */
  invalid?: (f: Fixture) => Record<string, Json>;
}

export interface QueryRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query: (f: Fixture) => Record<string, string>;
  invalid?: (f: Fixture) => Record<string, Record<string, string>>;
}

const APP = 'http://localhost:8080';
const any = () => randomUUID();
const localEvent = { title: 'Lecture', start: '2026-03-02T09:00:00.000Z', end: '2026-03-02T10:00:00.000Z', location: 'Room 1', description: 'Notes' };
// A weekly own event (schedules): every optional field present, so each is broken in turn.
export const ownEvent = {
  title: 'Café shift',
  start: '2026-03-02T17:00:00+01:00',
  end: '2026-03-02T21:00:00+01:00',
  location: 'Nørrebro',
  note: 'Bring the apron',
  repeat: 'weekly',
  repeatUntil: '2026-06-26',
  showTitle: false,
};
const ownEventInvalid = () => ({
  'an event ending before it starts': { ...ownEvent, end: '2026-03-02T16:00:00+01:00' },
  'an event longer than 12 hours': { ...ownEvent, start: '2026-03-02T08:00:00+01:00', end: '2026-03-02T20:01:00+01:00' },
  'a title with a line break': { ...ownEvent, title: 'Café\nshift' },
  'a place with a tab': { ...ownEvent, location: 'Room\t1' },
  'a last day before the first': { ...ownEvent, repeatUntil: '2026-03-01' },
  'a last day of a one-off event': { ...ownEvent, repeat: 'none' },
  'an event in year 1': { ...ownEvent, start: '0001-03-02T17:00:00+01:00', end: '0001-03-02T21:00:00+01:00' },
});
// A study session two days ahead at +01:00 (groups): every optional field but the online link, which excludes the campus.
const sessionDay = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
export const studySession = () => {
  const day = sessionDay(2);
  return {
    title: 'Study session – Bad input',
    day,
    start: `${day}T14:00:00+01:00`,
    end: `${day}T16:00:00+01:00`,
    campusId: 'ku-city',
    campusName: 'City Campus',
    room: 'A 1',
    note: 'Chapter 4',
  };
};
const studySessionInvalid = () => {
  const s = studySession();
  const yesterday = sessionDay(-1);
  return {
    'a session outside the free time’s day': { ...s, end: `${sessionDay(3)}T01:00:00+01:00` },
    'a session ending before it starts': { ...s, end: `${s.day}T13:00:00+01:00` },
    'a session longer than 12 hours': { ...s, start: `${s.day}T08:00:00+01:00`, end: `${s.day}T20:01:00+01:00` },
    'a session in the past': { ...s, day: yesterday, start: `${yesterday}T10:00:00+01:00`, end: `${yesterday}T11:00:00+01:00` },
    'a room with a tab': { ...s, room: 'A\t1' },
    'a campus and an online link': { ...s, onlineUrl: 'https://meet.example/x' },
    'a start without an offset': { ...s, start: `${s.day}T14:00:00` },
  };
};
const weeklyClass = { weekday: 'Mon', start: '09:00', end: '10:00', title: 'Algebra', location: 'Room 1', type: 'Lecture' };

/** Every JSON route of every service through the gateway; a new route is one line here. */
export const BODY_ROUTES: BodyRoute[] = [
  // identity
  {
    method: 'POST',
    path: '/api/auth/signup',
    public: true,
    body: (f) => ({ email: uniqueEmail('bad'), password: 'correct-horse-42', firstName: `Bi${f.run}`, lastName: 'Student' }),
  },
  { method: 'POST', path: '/api/auth/login', public: true, body: () => ({ email: uniqueEmail('bad'), password: 'correct-horse-42' }) },
  { method: 'POST', path: '/api/auth/forgot-password', public: true, body: () => ({ email: uniqueEmail('bad') }) },
  { method: 'POST', path: '/api/auth/reset-password', public: true, body: () => ({ token: 'a'.repeat(43), newPassword: 'correct-horse-43' }) },
  {
    method: 'PUT',
    path: '/api/auth/user',
    body: () => ({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('bad'), bio: 'Maths', username: `bad${any().slice(0, 8)}`, colorTheme: 'blue' }),
  },
  { method: 'PUT', path: '/api/auth/password', body: () => ({ currentPassword: 'wrong-password-1', newPassword: 'correct-horse-43' }) },
  {
    method: 'PUT',
    path: '/api/users/settings',
    body: () => ({ emailNotifications: true, pushNotifications: false, darkMode: true, language: 'da', timezone: 'Europe/Copenhagen' }),
  },
  {
    method: 'PUT',
    path: '/api/users/privacy',
    body: () => ({ profileVisibility: true, scheduleVisibility: false, allowDirectMessages: true, showOnlineStatus: false }),
  },
  { method: 'PUT', path: '/api/profile-picture', body: () => ({ profilePictureURL: `/api/objects/uploads/${any()}` }) },
  // groups
  { method: 'POST', path: '/api/study-groups', body: (f) => ({ name: 'Algebra', description: 'Weekly', courseCode: 'MATH101', createdBy: f.me }) },
  { method: 'POST', path: '/api/study-groups/{group}/invite', body: (f) => ({ invitedUserId: f.other, message: 'Join us' }) },
  { method: 'POST', path: '/api/study-groups/{group}/invitations', body: (f) => ({ invitedUserIds: [f.other], message: 'Join us' }) },
  { method: 'POST', path: '/api/study-groups/{group}/join-links', body: () => ({ expiresInDays: 7 }) },
  { method: 'PUT', path: '/api/invitations/{any}/respond', body: () => ({ status: 'accepted' }) },
  { method: 'DELETE', path: '/api/study-groups/{any}/leave', body: (f) => ({ userId: f.me }) },
  { method: 'POST', path: '/api/study-groups/{group}/sessions', body: studySession, invalid: studySessionInvalid },
  { method: 'PUT', path: '/api/study-sessions/{session}', body: studySession, invalid: studySessionInvalid },
  { method: 'PUT', path: '/api/study-sessions/{session}/answer', body: (f) => ({ answer: 'maybe', userId: f.me }) },
  { method: 'PUT', path: '/api/study-sessions/reminder', body: () => ({ minutes: 60 }), invalid: () => ({ 'a reminder 15 minutes before': { minutes: 15 } }) },
  // schedules
  { method: 'POST', path: '/api/events/own', body: () => ownEvent, invalid: ownEventInvalid },
  { method: 'PUT', path: '/api/events/own/{ownEvent}', body: () => ownEvent, invalid: ownEventInvalid },
  // ingestion
  {
    method: 'POST',
    path: '/api/ics/subscriptions',
    body: (f) => ({ userId: f.me, name: 'Uni', url: `webcal://127.0.0.1:${FEED_SERVER_PORTS.subscriptions}/bad-input.ics`, syncInterval: 30 }),
  },
  {
    method: 'PUT',
    path: '/api/ics/subscriptions/{feed}',
    body: () => ({ name: 'Uni', url: `webcal://127.0.0.1:${FEED_SERVER_PORTS.subscriptions}/bad-input.ics`, syncInterval: 60 }),
  },
  {
    method: 'POST',
    path: '/api/ics/subscriptions/preview',
    body: () => ({ url: `webcal://127.0.0.1:${FEED_SERVER_PORTS.subscriptions}/bad-input.ics` }),
  },
  {
    method: 'POST',
    path: '/api/ics/subscriptions/migrate',
    body: () => ({ events: [localEvent] }),
    invalid: () => ({
      'an event ending before it starts': { events: [{ ...localEvent, start: localEvent.end, end: localEvent.start }] },
      'an event in year 1': { events: [{ ...localEvent, start: '0001-01-01T09:00:00Z', end: '0001-01-01T10:00:00Z' }] },
      'an event in year 9999': { events: [{ ...localEvent, start: '9999-12-31T09:00:00Z', end: '9999-12-31T10:00:00Z' }] },
    }),
  },
  {
    method: 'POST',
    path: '/api/parse/screenshot/save',
    body: () => ({ name: 'Timetable', events: [weeklyClass], startDate: '2026-03-02', endDate: '2026-06-26' }),
    invalid: () => ({
      'a class from 10:00 to 09:00': { events: [{ ...weeklyClass, start: '10:00', end: '09:00' }] },
      'a repetition ending before it starts': { events: [weeklyClass], startDate: '2026-06-26', endDate: '2026-03-02' },
      'a repetition from year 1': { events: [weeklyClass], startDate: '0001-01-01', endDate: '0001-06-01' },
      'a date that is no day': { events: [weeklyClass], startDate: '2026-02-31' },
    }),
  },
  // billing
  {
    method: 'POST',
    path: '/api/subscriptions/create-checkout-session',
    body: () => ({ priceId: 'price_monthly', successUrl: `${APP}/?subscription=success`, cancelUrl: `${APP}/pricing` }),
  },
  { method: 'POST', path: '/api/subscriptions/create-portal-session', body: () => ({ returnUrl: `${APP}/pricing` }) },
  { method: 'POST', path: '/api/subscriptions/redeem-promo', body: () => ({ code: 'NO-SUCH-CODE' }) },
  // presence
  { method: 'POST', path: '/api/presence/update', body: () => ({ campusId: null, status: 'off_campus' }), nullable: ['campusId'] },
  { method: 'POST', path: '/api/presence/toggle-sharing', body: () => ({ enabled: false, keepSharing: false }) },
];

export const QUERY_ROUTES: QueryRoute[] = [
  { method: 'GET', path: '/api/auth/reset-password/validate', query: () => ({ token: 'a'.repeat(43) }) },
  { method: 'GET', path: '/api/users/search', query: () => ({ q: 'ada', limit: '10', offset: '0' }) },
  {
    method: 'GET',
    path: '/api/ics/events',
    query: (f) => ({ userId: f.me, start: '2026-03-02T00:00:00Z', end: '2026-03-09T00:00:00Z' }),
    invalid: (f) => ({ 'a reversed range': { userId: f.me, start: '2026-03-09T00:00:00Z', end: '2026-03-02T00:00:00Z' } }),
  },
  { method: 'GET', path: '/api/events', query: (f) => ({ week: '10', year: '2026', userId: f.me }) },
  { method: 'DELETE', path: '/api/events/clean', query: () => ({ week: '10', year: '2026' }) },
  { method: 'POST', path: '/api/events/restore', query: () => ({ week: '10', year: '2026' }) },
  { method: 'GET', path: '/api/events/cleared-weeks', query: (f) => ({ userId: f.me }) },
  { method: 'GET', path: '/api/events/own', query: (f) => ({ userId: f.me }) },
  { method: 'GET', path: '/api/study-sessions', query: (f) => ({ userId: f.me }) },
  {
    method: 'POST',
    path: '/api/study-groups/{group}/compare-schedules',
    query: () => ({ week: '10', year: '2026', minMinutes: '30', fromHour: '8', toHour: '20', weekends: 'true' }),
    invalid: () => ({ 'free time ending before it starts': { week: '10', year: '2026', fromHour: '18', toHour: '9' } }),
  },
  // Multipart: the query is checked before the picture is read.
  { method: 'POST', path: '/api/parse/screenshot', query: () => ({ reader: 'on-device', lang: 'da' }) },
  // The stream's tab id is checked before the stream opens.
  {
    method: 'GET',
    path: '/api/live',
    query: () => ({ tab: 'tab-1' }),
    invalid: () => ({ 'a tab id over 64 characters': { tab: 'a'.repeat(65) }, 'a tab id with a slash': { tab: 'a/b' } }),
  },
];

/** Fills `{name}` placeholders with the fixture's ids; `{any}` is a fresh random id (the body is refused before any lookup). */
export const fill = (path: string, f: Fixture) => path.replace(/\{(\w+)\}/g, (_, key: string) => (key === 'any' ? randomUUID() : f[key as keyof Fixture]));
