import { randomBytes, randomInt } from 'node:crypto';
import {
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
  ApiClient,
  type SignedUpUser,
} from '@overlap/test-support';
import { billingDb, completeCheckout, pricing, stripe } from '../../billing/test/support/billing-flow';
import { createGroup, invite } from '../../groups/test/support/groups-flow';
import { KILEN, report, shareOn } from '../../presence/test/support/presence-flow';
import { downloadArchive, exportReaches, identityDb, serviceDb, type ExportView } from './support/data-export-flow';

jest.setTimeout(240_000);

/** Letters only, so a name passes sign-up's checks and appears nowhere by chance. */
const rareWord = (prefix: string) => prefix + Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('');

async function ok<T = any>(what: string, res: Promise<{ status: number; body: T }>, expected = [200, 201]): Promise<T> {
  const answer = await res;
  if (!expected.includes(answer.status)) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

interface Marks {
  feedPath: string;
  className: string;
  screenshotClass: string;
  ownEvent: string;
  groupName: string;
  session: string;
  /** The group another student invites this one to: its name is in the invitation e-mail's subject. */
  hostGroup: string;
}

/** Uses every feature that stores something about the student, each with words only this student has. */
async function useEverything(student: SignedUpUser, other: SignedUpUser, feeds: FeedServer, withPremium: boolean): Promise<Marks> {
  const c = student.client;
  const marks: Marks = {
    feedPath: `/${rareWord('feed')}/classes.ics`,
    className: rareWord('Seminar'),
    screenshotClass: rareWord('Algebra'),
    ownEvent: rareWord('Shift'),
    groupName: rareWord('Group'),
    session: rareWord('Session'),
    hostGroup: rareWord('Host'),
  };
  await ok('settings', c.put('/api/users/settings', { language: 'da', timezone: 'Europe/Copenhagen', darkMode: true }));
  await ok('privacy', c.put('/api/users/privacy', { scheduleVisibility: true, showOnlineStatus: false }));
  const slot = await ok<{ uploadURL: string }>('upload slot', c.post('/api/objects/upload'));
  await ok('upload', c.request('PUT', slot.uploadURL, new Uint8Array(PNG), { 'content-type': 'image/png' }));
  await ok('picture', c.put('/api/profile-picture', { profilePictureURL: slot.uploadURL }));
  await ok('second device', new ApiClient().post('/api/auth/login', { email: student.email, password: student.password }));
  await ok('reset mail', new ApiClient().post('/api/auth/forgot-password', { email: student.email }));
  await waitForMail(student.email);

  const week = weekAhead(2);
  feeds.serve(
    marks.feedPath,
    icsCalendar([{ uid: `${marks.className}@uni.test`, summary: marks.className, start: week.at(1, '09:00'), end: week.at(1, '10:00') }]),
  );
  await ok('feed', c.post('/api/ics/subscriptions', { userId: student.id, name: 'Courses', url: feeds.url(marks.feedPath), syncInterval: 30 }));
  await eventually(async () => {
    const res = await c.get(`/api/events?week=${week.week}&year=${week.year}&userId=${student.id}`);
    expect(res.body.events?.length).toBe(1);
  }, 30_000);
  const cleared = weekAhead(5);
  await ok('cleared week', c.delete(`/api/events/clean?week=${cleared.week}&year=${cleared.year}`));
  await ok(
    'screenshot import',
    c.post('/api/parse/screenshot/save', {
      name: 'My week',
      events: [{ weekday: 'Mon', start: '10:15', end: '12:00', title: marks.screenshotClass, location: 'Room 4001', type: 'Lecture' }],
    }),
  );
  await ok('calendar export link', c.post('/api/ics/export'));
  await ok('own event', c.post('/api/events/own', { title: marks.ownEvent, start: week.at(2, '17:00').toISOString(), end: week.at(2, '19:00').toISOString() }));

  if (withPremium) {
    const { plans } = await pricing(c);
    const { subscription } = await completeCheckout(c, student.id, plans[0]!.id);
    // Stripe's announcement that the trial ends soon: billing sends the trial reminder (answering after SMTP took it).
    const trialWillEnd = stripeEventPayload('customer.subscription.trial_will_end', await stripe.subscriptions.retrieve(subscription.id));
    expect((await postStripeWebhook(trialWillEnd)).status).toBe(200);
    const code = `EXP${randomBytes(4).toString('hex')}`.toUpperCase();
    await billingDb((db) => db.query(`INSERT INTO promo_codes (code, days, max_redemptions, expires_at) VALUES ($1, 30, 5, now() + interval '1 day')`, [code]));
    await ok('promo', c.post('/api/subscriptions/redeem-promo', { code }));
  }

  const own = await createGroup(student, { name: marks.groupName });
  await ok('join link', c.post(`/api/study-groups/${own.id}/join-links`, {}));
  // At the time of the feed's class: groups tells her of the clash (its notice is in her export).
  const session = await ok(
    'study session',
    c.post(`/api/study-groups/${own.id}/sessions`, {
      title: marks.session,
      day: week.monday.plus({ days: 1 }).toISODate(),
      start: week.at(1, '09:30').toISOString(),
      end: week.at(1, '11:00').toISOString(),
      room: 'SP 2.13',
    }),
  );
  await eventually(async () => {
    const told = await serviceDb('groups', (db) => db.query('SELECT 1 FROM study_session_clash_notices WHERE session_id = $1', [session.id]));
    expect(told.rowCount).toBe(1);
    expect((await mailsTo(student.email)).map((m) => m.subject).join('\n')).toContain(marks.session);
  }, 30_000);
  if (withPremium) await ok('reminder choice', c.put('/api/study-sessions/reminder', { minutes: 60 }));
  await ok('invite sent', invite(c, own.id, other.id, 'Join us'));
  const theirs = await createGroup(other, { name: marks.hostGroup });
  await ok('invite received', invite(other.client, theirs.id, student.id));
  // The invitation e-mail goes after the answer: once it is caught, groups has recorded it.
  await eventually(async () => expect((await mailsTo(student.email)).map((m) => m.subject).join('\n')).toContain(marks.hostGroup), 30_000);

  await shareOn(student, true);
  await ok('presence', report(student, KILEN.id, 'on_campus'));
  return marks;
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const json = (files: Map<string, string>, path: string) => JSON.parse(files.get(path) ?? 'null');

describe('download my data', () => {
  const feeds = new FeedServer(FEED_SERVER_PORTS.dataExport);
  beforeAll(() => feeds.start());
  afterAll(() => feeds.stop());

  it('exports everything a student holds in every service, and nothing of another student exporting at the same time', async () => {
    const [ann, bob, helper] = await Promise.all([
      signUpUser({ firstName: rareWord('Ann'), lastName: rareWord('Export') }),
      signUpUser({ firstName: rareWord('Bob'), lastName: rareWord('Export') }),
      signUpUser(),
    ]);
    const annMarks = await useEverything(ann, helper, feeds, true);
    const bobMarks = await useEverything(bob, helper, feeds, false);

    // Both at once; the second request of each while theirs runs is refused with a clear message.
    const [annExport, bobExport] = await Promise.all([
      ok<ExportView>('ann export', ann.client.post('/api/users/me/data-exports')),
      ok<ExportView>('bob export', bob.client.post(`/api/users/${bob.id}/data-exports`)),
    ]);
    expect(annExport).toMatchObject({ status: 'running', partsTotal: 6 });
    const again = await ann.client.post('/api/users/me/data-exports');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already being prepared/);

    expect((await exportReaches(ann.client, annExport.id, ['ready'])).downloadUrl).toBe(`/api/users/me/data-exports/${annExport.id}/archive`);
    await exportReaches(bob.client, bobExport.id, ['ready']);
    const files = await downloadArchive(ann.client, annExport.id);

    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'calendar.ics',
        'identity/profile.json',
        'identity/profile-picture.png',
        'identity/settings.json',
        'identity/sessions.json',
        'identity/emails.json',
        'identity/data-exports.json',
        'schedules/occurrences.json',
        'schedules/sources.json',
        'schedules/cleared-weeks.json',
        'schedules/calendar-link.json',
        'schedules/own-events.json',
        'groups/groups.json',
        'groups/invitations.json',
        'groups/join-links.json',
        'groups/study-sessions.json',
        'groups/study-session-reminder.json',
        'groups/emails.json',
        'presence/presence.json',
        'billing/subscription.json',
        'billing/promo-codes.json',
        'billing/invoices.json',
        'billing/emails.json',
        'ingestion/feeds.json',
        'ingestion/screenshot-imports.json',
        'ingestion/browser-events.json',
      ].sort(),
    );
    // The README explains every file in the student's language (Danish here).
    const readme = files.get('README.txt')!;
    expect(readme).toContain('Dine data fra Overlap');
    for (const path of files.keys()) if (path !== 'README.txt') expect(readme).toContain(path);

    expect(json(files, 'identity/profile.json')).toMatchObject({ id: ann.id, email: ann.email, username: ann.username });
    expect(json(files, 'identity/settings.json')).toMatchObject({
      language: 'da',
      timezone: 'Europe/Copenhagen',
      scheduleVisibility: true,
      showOnlineStatus: false,
    });
    expect(json(files, 'identity/sessions.json').length).toBeGreaterThanOrEqual(2);
    // The e-mails each service sent her, from its own records: kind, subject as sent, language and time (never the address).
    expect(json(files, 'identity/emails.json')).toEqual([
      { kind: 'password-reset', subject: 'Reset your Overlap password', language: 'en', sentAt: expect.any(String) },
    ]);
    expect(json(files, 'groups/emails.json')).toEqual([
      { kind: 'session-clash', subject: expect.stringContaining(annMarks.session), language: 'da', sentAt: expect.any(String) },
      {
        kind: 'invitation',
        subject: expect.stringContaining(`har inviteret dig til studiegruppen ${annMarks.hostGroup}`),
        language: 'da',
        sentAt: expect.any(String),
      },
    ]);
    expect(json(files, 'billing/emails.json')).toEqual([
      {
        kind: 'trial-reminder',
        subject: expect.stringMatching(/^Din gratis prøveperiode på Overlap slutter om \d+ dage?$/),
        language: 'da',
        sentAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(json(files, 'identity/profile.json'))).not.toMatch(/password|hash/i);
    expect(json(files, 'schedules/occurrences.json')).toEqual(expect.arrayContaining([expect.objectContaining({ title: annMarks.className })]));
    expect(json(files, 'schedules/cleared-weeks.json')).toHaveLength(1);
    expect(json(files, 'schedules/calendar-link.json')).toMatchObject({ createdAt: expect.any(String) });
    expect(json(files, 'schedules/own-events.json')).toEqual([expect.objectContaining({ title: annMarks.ownEvent })]);
    expect(files.get('calendar.ics')).toMatch(/^BEGIN:VCALENDAR/);
    expect(files.get('calendar.ics')).toContain(annMarks.className);
    expect(json(files, 'groups/groups.json')).toEqual(expect.arrayContaining([expect.objectContaining({ name: annMarks.groupName, createdByYou: true })]));
    expect(
      json(files, 'groups/invitations.json')
        .map((i: { direction: string }) => i.direction)
        .sort(),
    ).toEqual(['received', 'sent']);
    expect(json(files, 'groups/join-links.json')).toHaveLength(1);
    expect(json(files, 'groups/study-sessions.json')).toEqual([
      expect.objectContaining({
        title: annMarks.session,
        bookedByYou: true,
        remindedAt: null,
        clashesToldYou: [expect.objectContaining({ classTitle: annMarks.className, toldAt: expect.any(String) })],
      }),
    ]);
    expect(json(files, 'groups/study-session-reminder.json')).toMatchObject({ minutesBefore: 60, off: false, chosenAt: expect.any(String) });
    expect(json(files, 'presence/presence.json')).toMatchObject({ sharing: true, status: 'on_campus', campusId: KILEN.id });
    expect(json(files, 'billing/subscription.json').subscriptions.length).toBeGreaterThanOrEqual(1);
    expect(json(files, 'billing/promo-codes.json')).toHaveLength(1);
    // Read from Stripe (stripe-mock answers its fixture invoice): number, amounts, currency, state.
    expect(json(files, 'billing/invoices.json')[0]).toMatchObject({
      currency: expect.any(String),
      amountDue: expect.any(Number),
      total: expect.any(Number),
      status: expect.any(String),
    });
    expect(json(files, 'billing/invoices.json')[0]).toHaveProperty('number');
    expect(json(files, 'ingestion/feeds.json')).toEqual([expect.objectContaining({ url: feeds.url(annMarks.feedPath) })]);
    expect(JSON.stringify(json(files, 'ingestion/screenshot-imports.json'))).toContain(annMarks.screenshotClass);

    // Nothing of Bob's, who exported at the same moment: not his id, e-mail, names or anything he made.
    const everything = [...files.values()].join('\n');
    for (const word of [
      bob.id,
      bob.email,
      bob.username,
      bobMarks.className,
      bobMarks.feedPath,
      bobMarks.screenshotClass,
      bobMarks.ownEvent,
      bobMarks.groupName,
      bobMarks.session,
      bobMarks.hostGroup,
    ])
      expect(everything).not.toContain(word);
    // And Bob's archive holds his own things, not Ann's.
    const bobFiles = await downloadArchive(bob.client, bobExport.id);
    // He never chose when to be reminded: the default, said to be one.
    expect(json(bobFiles, 'groups/study-session-reminder.json')).toEqual({ minutesBefore: 30, off: false, chosenAt: null });
    const bobs = [...bobFiles.values()].join('\n');
    expect(bobs).toContain(bobMarks.className);
    expect(bobs).toContain(bobMarks.hostGroup);
    for (const word of [ann.id, ann.email, annMarks.className, annMarks.feedPath, annMarks.ownEvent, annMarks.hostGroup]) expect(bobs).not.toContain(word);

    // The e-mail, in Danish (e-mail notifications are on by default).
    await eventually(async () => {
      const mail = await waitForMail(ann.email);
      expect(mail.subject).toBe('Din dataeksport fra Overlap er klar');
    }, 30_000);

    // Her next export lists that e-mail too, from identity's record of it (it was sent after the first archive was made).
    const next = await ok<ExportView>('ann second export', ann.client.post('/api/users/me/data-exports'));
    await exportReaches(ann.client, next.id, ['ready']);
    const later = await downloadArchive(ann.client, next.id);
    expect(json(later, 'identity/emails.json')).toEqual([
      expect.objectContaining({ kind: 'password-reset' }),
      { kind: 'data-export-ready', subject: 'Din dataeksport fra Overlap er klar', language: 'da', sentAt: expect.any(String) },
    ]);
    expect(json(later, 'groups/emails.json')).toEqual([expect.objectContaining({ kind: 'session-clash' }), expect.objectContaining({ kind: 'invitation' })]);
    expect([...later.values()].join('\n')).not.toContain(bobMarks.hostGroup);
  });

  it('refuses another student: 403 for their id, 404 for their export, and only the owner signed in downloads', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    expect((await ann.client.post(`/api/users/${bob.id}/data-exports`)).status).toBe(403);
    expect((await ann.client.get(`/api/users/${bob.id}/data-exports`)).status).toBe(403);
    const bobs = await ok<ExportView>('bob export', bob.client.post('/api/users/me/data-exports'));
    await exportReaches(bob.client, bobs.id, ['ready']);
    expect((await ann.client.get(`/api/users/me/data-exports/${bobs.id}/archive`)).status).toBe(404);
    expect((await ann.client.get(`/api/users/${bob.id}/data-exports/${bobs.id}/archive`)).status).toBe(403);
    expect((await ann.client.post(`/api/users/me/data-exports/${bobs.id}/retry`)).status).toBe(404);
    expect((await new ApiClient().get(`/api/users/me/data-exports/${bobs.id}/archive`)).status).toBe(401);
    expect((await ann.client.get('/api/users/me/data-exports/not-an-id/archive')).status).toBe(404);
  });

  it('allows a few exports a day (429 after), and answers 410 once the archive expired and is deleted', async () => {
    const student = await signUpUser();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await ok<ExportView>(`export ${i}`, student.client.post('/api/users/me/data-exports'));
      await exportReaches(student.client, made.id, ['ready']);
      ids.push(made.id);
    }
    const fourth = await student.client.post('/api/users/me/data-exports');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/3 exports of your data a day/);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);

    // Seven days later (moved back in the database): the link answers 410 at once, and the sweep deletes the archive.
    await identityDb((db) => db.query(`UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE id = $1`, [ids[0]]));
    const gone = await student.client.get(`/api/users/me/data-exports/${ids[0]}/archive`);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toMatch(/expired/);
    await eventually(async () => {
      const [row] = (await identityDb((db) => db.query(`SELECT status, archive IS NULL AS deleted FROM data_exports WHERE id = $1`, [ids[0]]))).rows;
      expect(row).toEqual({ status: 'expired', deleted: true });
    }, 60_000);
    expect((await student.client.get(`/api/users/me/data-exports/${ids[0]}/archive`)).status).toBe(410);
    expect((await student.client.get('/api/users/me/data-exports')).body.find((e: ExportView) => e.id === ids[0])).toMatchObject({
      status: 'expired',
      downloadUrl: null,
    });
  });
});
