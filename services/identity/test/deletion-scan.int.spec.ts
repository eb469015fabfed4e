import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApiClient,
  eventually,
  FEED_SERVER_PORTS,
  FeedServer,
  icsCalendar,
  mailsTo,
  postStripeWebhook,
  signUpUser,
  stripeEventPayload,
  waitForMail,
  weekAhead,
  type SignedUpUser,
} from '@overlap/test-support';
import { billingDb, completeCheckout, pricing, stripe } from '../../billing/test/support/billing-flow';
import { createGroup, invite } from '../../groups/test/support/groups-flow';
import { KILEN, presenceSeenBy, report, shareOn } from '../../presence/test/support/presence-flow';
import { exportReaches, type ExportView } from './support/data-export-flow';
import { LOG_DIR, logLinesWith, logSizes, scanStores, waitForSettled, type ScanReport } from './support/store-scan';

// Two full scans of every store (about a minute each on 2 cores) around a student's whole use of the product.
jest.setTimeout(420_000);

/** Letters only, so the names pass sign-up's checks and appear nowhere by chance. */
const rareWord = (prefix: string) => prefix + Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** The logs of the services, the gateway and the databases; Stripe's and Mailpit's stand-ins are the outside world's records. */
const OUR_LOGS = ['identity', 'schedules', 'groups', 'presence', 'billing', 'ingestion', 'gateway', 'postgres', 'ferretdb', 'kafka'].map((p) => `${p}.log`);

/** The services whose stores the student's use must reach before deletion, so the scan is shown to see them. */
const SERVICE_STORES = ['postgres/identity', 'postgres/schedules', 'postgres/groups', 'postgres/billing', 'mongo/ingestion', 'mongo/presence'];

const EXPORT_READY = 'Din dataeksport fra Overlap er klar';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function ok<T = any>(what: string, res: Promise<{ status: number; body: T }>, expected = [200, 201]): Promise<T> {
  const answer = await res;
  if (!expected.includes(answer.status)) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Uses every feature that stores something about the student; returns what deletion must also reach outside. */
async function useEverything(student: SignedUpUser, classmate: SignedUpUser, host: SignedUpUser, feeds: FeedServer) {
  const c = student.client;
  // Account: settings, privacy choices, a picture, a second signed-in device, a reset e-mail.
  await ok('settings', c.put('/api/users/settings', { language: 'da', timezone: 'Europe/Copenhagen', darkMode: true }));
  await ok('privacy', c.put('/api/users/privacy', { scheduleVisibility: true, showOnlineStatus: true }));
  const slot = await ok<{ uploadURL: string }>('upload slot', c.post('/api/objects/upload'));
  await ok('upload', c.request('PUT', slot.uploadURL, new Uint8Array(PNG), { 'content-type': 'image/png' }));
  await ok('picture', c.put('/api/profile-picture', { profilePictureURL: slot.uploadURL }));
  await ok('second device', new ApiClient().post('/api/auth/login', { email: student.email, password: student.password }));
  await ok('reset mail', new ApiClient().post('/api/auth/forgot-password', { email: student.email }));
  await waitForMail(student.email);

  // Calendar: a feed with occurrences, a cleared week, a saved screenshot import, an export link.
  const week = weekAhead(2);
  const path = `/${rareWord('scan')}/classes.ics`;
  feeds.serve(
    path,
    icsCalendar([
      { uid: 'ethics@uni.test', summary: 'Ethics seminar', start: week.at(1, '09:00'), end: week.at(1, '10:00') },
      { uid: 'stats@uni.test', summary: 'Statistics', start: week.at(3, '13:00'), end: week.at(3, '15:00') },
    ]),
  );
  await ok('feed', c.post('/api/ics/subscriptions', { userId: student.id, name: 'Courses', url: feeds.url(path), syncInterval: 30 }));
  await eventually(async () => {
    const res = await c.get(`/api/events?week=${week.week}&year=${week.year}&userId=${student.id}`);
    expect(res.body.events?.length).toBe(2);
  }, 30_000);
  const later = weekAhead(3);
  feeds.serve(path, icsCalendar([{ uid: 'later@uni.test', summary: 'Later class', start: later.at(0, '08:00'), end: later.at(0, '09:00') }]));
  await ok('cleared week', c.delete(`/api/events/clean?week=${week.week}&year=${week.year}`));
  await ok(
    'screenshot import',
    c.post('/api/parse/screenshot/save', {
      name: 'My week',
      events: [{ weekday: 'Mon', start: '10:15', end: '12:00', title: 'Linear Algebra', location: 'Room 4001', type: 'Lecture' }],
    }),
  );
  await ok('calendar export link', c.post('/api/ics/export'));
  await ok(
    'events kept in the browser by an earlier version',
    c.post('/api/ics/subscriptions/migrate', {
      events: [{ title: 'Reading week plan', start: later.at(2, '10:00').toISOString(), end: later.at(2, '11:00').toISOString() }],
    }),
  );

  // Premium: a trial through Stripe (stripe-mock) and a promo code.
  const { plans } = await pricing(c);
  const checkout = await completeCheckout(c, student.id, plans[0]!.id);
  // Stripe announces the trial's end: billing mails the reminder and records it as the student's (ADR 053).
  const trialWillEnd = stripeEventPayload('customer.subscription.trial_will_end', await stripe.subscriptions.retrieve(checkout.subscription.id));
  expect((await postStripeWebhook(trialWillEnd)).status).toBe(200);
  const code = `SCAN${randomBytes(4).toString('hex')}`.toUpperCase();
  await billingDb((db) => db.query(`INSERT INTO promo_codes (code, days, max_redemptions, expires_at) VALUES ($1, 30, 5, now() + interval '1 day')`, [code]));
  await ok('promo', c.post('/api/subscriptions/redeem-promo', { code }));

  // Groups: one created (with a join link and an invitation sent and accepted), one joined by
  // invitation (an invitation e-mail to a premium student), one invitation received and left pending.
  const own = await createGroup(student, { name: 'Macro study' });
  await ok('join link', c.post(`/api/study-groups/${own.id}/join-links`, {}));
  const sent = await ok('invite classmate', invite(c, own.id, classmate.id));
  await ok('classmate accepts', classmate.client.put(`/api/invitations/${sent.id}/respond`, { status: 'accepted' }));
  const theirs = await createGroup(host, { name: 'Micro study' });
  const received = await ok('invite student', invite(host.client, theirs.id, student.id));
  await ok('student accepts', c.put(`/api/invitations/${received.id}/respond`, { status: 'accepted' }));
  const pendingGroup = await createGroup(classmate, { name: 'Stats study' });
  await ok('pending invitation', invite(classmate.client, pendingGroup.id, student.id));

  // Study sessions: one the student books in their own group (which passes to the classmate), one of the host's they answer.
  const sessionDay = new Date(Date.now() + 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  const session = (title: string, from: string, to: string) => ({
    title,
    day: sessionDay,
    start: `${sessionDay}T${from}:00+01:00`,
    end: `${sessionDay}T${to}:00+01:00`,
    room: 'SP 2.13',
    note: 'Bring chapter 4',
  });
  await ok('session booked', c.post(`/api/study-groups/${own.id}/sessions`, session('Study session – Macro', '18:00', '19:00')));
  const hosted = await ok(
    'session of the host',
    host.client.post(`/api/study-groups/${theirs.id}/sessions`, session('Study session – Micro', '19:00', '20:00')),
  );
  await ok('session answered', c.put(`/api/study-sessions/${hosted.id}/answer`, { answer: 'going' }));

  // Presence: sharing on, on campus, seen by a co-member.
  await shareOn(student, true);
  await ok('presence', report(student, KILEN.id, 'on_campus'));
  await presenceSeenBy(classmate, student.id, (p) => p.status === 'on_campus');

  // The two invitation e-mails go after the answers: once caught, groups has recorded them.
  await eventually(
    async () => expect((await mailsTo(student.email)).filter((m) => /studiegruppen (Micro|Stats) study/.test(m.subject))).toHaveLength(2),
    30_000,
  );

  // A data export, ready: its archive is stored and its e-mail sent.
  const ready = await ok<ExportView>('data export', c.post('/api/users/me/data-exports'));
  await exportReaches(c, ready.id, ['ready']);
  await eventually(async () => expect((await mailsTo(student.email)).map((m) => m.subject)).toContain(EXPORT_READY), 30_000);

  return { customer: checkout.customer, subscription: checkout.subscription };
}

function describeFindings(report: ScanReport): string {
  return report.findings.map((f) => `${f.store} ${f.where}: ${f.rows} row(s), e.g. ${f.sample}`).join('\n');
}

/**
 * Deletion that leaves nothing (docs/product/privacy.md): a student who used every feature
 * deletes the account; once the cascade has settled, no table of any PostgreSQL database, no
 * MongoDB collection and no dead-letter topic holds their id, e-mail, names or username, Stripe was
 * asked to delete the customer, and no log line of the run holds the e-mail or the names.
 */
describe('account deletion leaves nothing', () => {
  const feeds = new FeedServer(FEED_SERVER_PORTS.deletionScan);
  beforeAll(() => feeds.start());
  afterAll(() => feeds.stop());

  it('finds the student nowhere once the cascade has settled', async () => {
    const logsBefore = logSizes();
    const stripeLogBefore = logSizes().get('stripe.log') ?? 0;
    const firstName = rareWord('Erased');
    const lastName = rareWord('Student');
    const student = await signUpUser({ firstName, lastName });
    const classmate = await signUpUser();
    const host = await signUpUser();
    const outside = await useEverything(student, classmate, host, feeds);

    const terms = [student.id, student.email, firstName, lastName, student.username];
    // The scan sees the student everywhere before deletion: a scan that could not find them would prove nothing.
    const before = await scanStores(terms);
    expect(SERVICE_STORES.filter((s) => !before.findings.some((f) => f.store === s))).toEqual([]);
    for (const db of ['identity', 'schedules', 'groups', 'billing'])
      expect(before.postgres[db]).toEqual(expect.arrayContaining(['public.outbox_events', 'public.processed_events']));
    expect(Object.keys(before.mongo)).toEqual(expect.arrayContaining(['ingestion', 'presence']));
    // Every mailing service's record of the e-mails it sent (ADR 053) is among what the scan finds.
    for (const db of ['identity', 'groups', 'billing'])
      expect(before.findings.map((f) => `${f.store} ${f.where}`)).toContain(`postgres/${db} public.sent_mails`);

    // A second export is running when the account goes: deletion ends it and nothing of it stays.
    const running = await ok<ExportView>('second export', student.client.post('/api/users/me/data-exports'));
    expect(running.status).toBe('running');
    expect((await student.client.delete('/api/users/me')).status).toBe(200);

    // Stripe sends these once the customer is gone, after billing forgot it; they name the user in the subscription's metadata.
    await eventually(async () => {
      const left = await billingDb((db) => db.query('SELECT 1 FROM customers WHERE user_id = $1', [student.id]));
      expect(left.rowCount).toBe(0);
    }, 30_000);
    const ended = { ...outside.subscription, status: 'canceled', metadata: { userId: student.id } };
    for (const type of ['customer.subscription.deleted', 'customer.subscription.updated'])
      expect((await postStripeWebhook(stripeEventPayload(type, ended))).status).toBe(200);

    await waitForSettled();
    let after: ScanReport = await scanStores(terms);
    if (after.findings.length) {
      // A slow consumer may still be at work: once more after it settles, then what is left is a leak.
      await waitForSettled();
      after = await scanStores(terms);
    }
    expect(describeFindings(after)).toBe('');
    // The running export never completed: no second 'ready' e-mail (the first export's stays in the catcher, the inbox's stand-in).
    expect((await mailsTo(student.email)).filter((m) => m.subject === EXPORT_READY)).toHaveLength(1);
    // Every service's database and collection was read, including those a new feature would add.
    expect(Object.keys(after.postgres)).toEqual(expect.arrayContaining(['identity', 'schedules', 'groups', 'billing']));

    const stripeLog = readFileSync(join(LOG_DIR, 'stripe.log')).subarray(stripeLogBefore).toString('utf8');
    expect(stripeLog).toContain(`DELETE /v1/customers/${outside.customer}`);

    expect(logLinesWith([student.email, firstName, lastName], OUR_LOGS, logsBefore)).toEqual([]);
  });
});
