import type { Browser, BrowserContext, Page } from 'playwright-core';
import { uniqueEmail, waitForMail } from '@overlap/test-support';
import { launchChromium, newPerson, screenshotPath } from './support/browser';
import { captureScreen, toasts } from './support/screens';
import { clickWhenStill } from './support/settled-clicks';

/**
 * Issue 18's ways into a group (ADR 031), in Chromium through the gateway against the real groups,
 * identity and mail catcher: a member shares a join link, a visitor opens it, signs up at
 * /auth?next=… and comes back to join; a turned-off link says so. An invitation e-mail is caught,
 * its link opened signed out, and after signing in the invitation is there to accept. Screens in
 * English and Dansk at 1440 and 390 px.
 */

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const PASSWORD = 'join-link-pass-1';

interface Person {
  context: BrowserContext;
  page: Page;
  id: string;
  email: string;
}

async function signUp(browser: Browser, firstName: string, lastName: string, settings: Record<string, unknown> = {}): Promise<Person> {
  const context = await newPerson(browser);
  const email = uniqueEmail('join');
  const res = await context.request.post('/api/auth/signup', { data: { email, password: PASSWORD, firstName, lastName }, headers: XHR });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  if (Object.keys(settings).length) expect((await context.request.put('/api/users/settings', { data: settings, headers: XHR })).status()).toBe(200);
  return { context, page: await context.newPage(), id, email };
}

async function createGroup(owner: Person, name: string, courseCode: string): Promise<string> {
  const res = await owner.context.request.post('/api/study-groups', {
    data: { name, courseCode, description: 'Tuesdays 10–12 in the library', createdBy: owner.id },
    headers: XHR,
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A visitor in a browser of their own, in the given interface language. */
async function visitor(browser: Browser, language: 'en' | 'da' = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPerson(browser);
  await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
  return { context, page: await context.newPage() };
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('join links and invitation e-mails', () => {
  let browser: Browser;
  let current: Page | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());
  afterEach(async () => {
    if (current && !current.isClosed()) await current.screenshot({ path: screenshotPath('join-link-last') }).catch(() => undefined);
  });

  it('a member shares a link; a visitor opens it, signs up, comes back and joins; a turned-off link says so', async () => {
    const ann = await signUp(browser, 'Ann', 'Lee');
    const group = `Macro ${Date.now().toString(36)}`;
    const groupId = await createGroup(ann, group, 'ECON101');

    // Ann makes a link from her group card.
    current = ann.page;
    await ann.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await ann.page.goto('/study-groups');
    const card = ann.page.getByRole('article', { name: group });
    await card.getByRole('button', { name: 'Share link' }).click();
    const dialog = ann.page.getByRole('dialog', { name: 'Share a join link' });
    await dialog.getByText('No active links.').waitFor();
    await clickWhenStill(ann.page, dialog.getByRole('button', { name: 'Create link' }));
    const field = dialog.getByRole('textbox', { name: `Join link to ${group}` });
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/^http:\/\/[^/]+\/join\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await toasts(ann.page).filter({ hasText: 'Link copied' }).waitFor();
    expect(await ann.page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await dialog.getByText('Made by Ann Lee').waitFor();
    await captureScreen(ann.page, 'join-share-dialog');
    const path = new URL(url).pathname;

    // A visitor opens it: sign up first, then back to the link.
    const ben = await visitor(browser);
    current = ben.page;
    await ben.page.goto(path);
    await ben.page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
    const at = new URL(ben.page.url());
    expect([at.pathname, at.searchParams.get('next')]).toEqual(['/auth', path]);
    await ben.page.getByRole('tab', { name: 'Sign Up' }).click();
    await ben.page.getByLabel('Email', { exact: true }).fill(uniqueEmail('join-visitor'));
    await ben.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await ben.page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await ben.page.getByRole('button', { name: 'Create Account' }).click();
    await h1(ben.page, 'Join a study group');
    expect(new URL(ben.page.url()).pathname).toBe(path);
    await ben.page.getByRole('heading', { name: group }).waitFor();
    await ben.page.getByText('ECON101').waitFor();
    await ben.page.getByText(/1 member · Link valid until/).waitFor();
    await captureScreen(ben.page, 'join-page-en');
    await ben.page.getByRole('button', { name: 'Join group' }).click();
    await ben.page.waitForURL((u) => u.pathname === '/study-groups' && u.searchParams.get('group') === groupId);
    await ben.page.getByRole('article', { name: group }).getByText('2 members').waitFor();

    // Opened again by a member: no second join.
    await ben.page.goto(path);
    await ben.page.getByText('You are already a member of this group.').waitFor();

    // A Danish student signed in already goes straight to the page.
    const dane = await signUp(browser, 'Dorthe', 'Dam', { language: 'da' });
    await dane.context.addInitScript(() => localStorage.setItem('language', 'da'));
    current = dane.page;
    await dane.page.goto(path);
    await h1(dane.page, 'Bliv medlem af en studiegruppe');
    await dane.page.getByRole('button', { name: 'Bliv medlem' }).waitFor();
    await captureScreen(dane.page, 'join-page-da');

    // Ann turns the link off; whoever opens it now is told, in their language.
    current = ann.page;
    await dialog.getByRole('button', { name: /^Turn off the link that expires/ }).click();
    await dialog.getByText('No active links.').waitFor();
    await dane.page.reload();
    await dane.page.getByRole('heading', { name: 'Linket er slået fra' }).waitFor();
    await captureScreen(dane.page, 'join-revoked-da');
    const late = await visitor(browser);
    const lateUser = await late.context.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('join-late'), password: PASSWORD, firstName: 'Lars', lastName: 'Late' },
      headers: XHR,
    });
    expect(lateUser.status()).toBe(201);
    current = late.page;
    await late.page.goto(path);
    await late.page.getByRole('heading', { name: 'This link was turned off' }).waitFor();
    await late.page.getByText('A member of the group turned this link off. Ask a member for a new one.').waitFor();
    await captureScreen(late.page, 'join-revoked-en');
    await late.page.goto('/join/not-a-link');
    await late.page.getByRole('heading', { name: 'This link does not work' }).waitFor();

    for (const p of [ann, ben, dane, late]) await p.context.close();
  }, 180_000);

  it('an invitation e-mail is caught; its link, opened signed out, lands on the invitation after sign-in', async () => {
    const ann = await signUp(browser, 'Ann', 'Lee');
    const group = `Stats ${Date.now().toString(36)}`;
    const groupId = await createGroup(ann, group, 'STAT201');

    for (const language of ['en', 'da'] as const) {
      const invitee = await signUp(browser, language === 'da' ? 'Dorthe' : 'Bob', 'Berg', { language });
      await invitee.context.close();
      // Groups learns of new users from identity's events: retry while it does not know them yet.
      let sent;
      for (let i = 0; i < 50; i++) {
        sent = await ann.context.request.post(`/api/study-groups/${groupId}/invite`, {
          data: { invitedUserId: invitee.id, message: 'Tuesdays?' },
          headers: XHR,
        });
        if (sent.status() !== 404) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(sent!.status()).toBe(201);
      const invitationId = ((await sent!.json()) as { id: string }).id;

      const mail = await waitForMail(invitee.email);
      expect(mail.subject).toBe(language === 'da' ? `Ann Lee har inviteret dig til studiegruppen ${group}` : `Ann Lee invited you to the study group ${group}`);
      const link = /(https?:\/\/\S+\/study-groups\?invitation=[0-9a-f-]+)/.exec(mail.text)?.[1];
      expect(link).toBeDefined();
      const target = new URL(link!);
      expect(target.searchParams.get('invitation')).toBe(invitationId);

      // Opened in a browser that is not signed in: sign in, land on the invitation.
      const fresh = await visitor(browser, language);
      current = fresh.page;
      await fresh.page.goto(`${target.pathname}${target.search}`);
      const signIn = language === 'da' ? 'Log ind' : 'Sign In';
      await fresh.page.getByRole('tab', { name: signIn, selected: true }).waitFor();
      expect(new URL(fresh.page.url()).searchParams.get('next')).toBe(`${target.pathname}${target.search}`);
      await fresh.page.getByLabel(language === 'da' ? 'E-mail' : 'Email', { exact: true }).fill(invitee.email);
      await fresh.page.getByLabel(language === 'da' ? 'Adgangskode' : 'Password', { exact: true }).fill(PASSWORD);
      await fresh.page.getByRole('tabpanel').getByRole('button', { name: signIn }).click();
      await fresh.page.waitForURL((u) => u.pathname === '/study-groups' && u.searchParams.get('invitation') === invitationId);
      const linked = fresh.page.locator('li[aria-current="true"]');
      await linked.getByText(group).waitFor();
      await expect(linked.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await captureScreen(fresh.page, `join-invitation-mail-${language}`);
      await linked.getByRole('button', { name: language === 'da' ? `Accepter invitationen til ${group}` : `Accept invitation to ${group}` }).click();
      await fresh.page.getByRole('article', { name: group }).waitFor();
      await fresh.context.close();
    }
    await ann.context.close();
  }, 180_000);
});
