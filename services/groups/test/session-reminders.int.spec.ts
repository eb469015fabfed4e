import { createDataSource } from '@overlap/platform';
import { signUpUser } from '@overlap/test-support';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { SessionReminders } from '../src/sessions/session-reminders.job';
import { SessionRemindersRepository } from '../src/sessions/session-reminders.repository';
import type { StudySessionMailer } from '../src/sessions/study-session-mailer.service';
import { groupWith } from './support/groups-flow';

jest.setTimeout(60_000);

let db: DataSource;
beforeAll(async () => {
  db = await createDataSource({ service: 'groups', entities: [], migrations: [] }).initialize();
});
afterAll(() => db.destroy());

/** A time `minutes` from now at +00:00, and its day. */
const ahead = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  at.setUTCSeconds(0, 0);
  return { day: at.toISOString().slice(0, 10), iso: at.toISOString().replace('.000Z', '+00:00') };
};

describe('study session reminders', () => {
  it('reminds each member going once at their chosen time, even with two replicas; never when off, cancelled, begun or for others', async () => {
    const [ann, bo, cy, dan] = await Promise.all([signUpUser({ firstName: 'Ann' }), signUpUser({ firstName: 'Bo' }), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bo, cy, dan], { name: 'Reminders' });
    // Three hours ahead, so the stack's own groups (sweeping every minute) never finds these due; the
    // replicas here are asked "as if" at chosen times before it. A session may not cross midnight (UTC here).
    let [soon, later] = [ahead(180), ahead(181)];
    if (soon.day !== later.day) [soon, later] = [ahead(170), ahead(171)];
    const at = (minutesBefore: number) => new Date(Date.parse(soon.iso) - minutesBefore * 60_000);
    const book = (title: string, start: string, end: string, day = soon.day) =>
      ann.client.post(`/api/study-groups/${group.id}/sessions`, { title, day, start, end }).then((r) => {
        expect(r.status).toBe(201);
        return r.body as { id: string };
      });
    const session = await book('Soon', soon.iso, later.iso);
    const cancelled = await book('Cancelled', soon.iso, later.iso);
    for (const member of [bo, cy, dan]) expect((await member.client.put(`/api/study-sessions/${session.id}/answer`, { answer: 'going' })).status).toBe(200);
    expect((await bo.client.put(`/api/study-sessions/${cancelled.id}/answer`, { answer: 'going' })).status).toBe(200);
    expect((await ann.client.request('DELETE', `/api/study-sessions/${cancelled.id}`)).status).toBe(200);
    // Cy chose 10 minutes, Dan turned reminders off; Ann and Bo keep the default 30.
    expect((await cy.client.put('/api/study-sessions/reminder', { minutes: 10 })).body).toEqual({ minutes: 10 });
    expect((await dan.client.put('/api/study-sessions/reminder', { minutes: 0 })).status).toBe(200);
    expect((await bo.client.get('/api/study-sessions/reminder')).body).toEqual({ minutes: 30 });
    const refused = await bo.client.put('/api/study-sessions/reminder', { minutes: 15 });
    expect([refused.status, refused.body.message]).toEqual([400, 'minutes must be 0 (off), 10, 30, 60 or 1440 (a day).']);

    // Two replicas look at once: each reminder goes out once, Ann's and Bo's for this session only.
    const sent: { userId: string; title: string; kind: string }[] = [];
    const mailer = {
      notify: async (userIds: string[], facts: { title: string; kind: string }) =>
        void userIds.forEach((userId) => sent.push({ userId, title: facts.title, kind: facts.kind })),
    } as unknown as StudySessionMailer;
    const replica = () => new SessionReminders(db, new SessionRemindersRepository(), mailer, pino({ level: 'silent' }));
    const mine = (s: typeof sent) => s.filter((x) => [ann.id, bo.id, cy.id, dan.id].includes(x.userId));
    // Nothing is due three hours ahead.
    await replica().sweep();
    expect(mine(sent)).toEqual([]);
    await Promise.all([replica().sweep(at(25)), replica().sweep(at(25)), replica().sweep(at(25))]);
    expect(
      mine(sent)
        .map((x) => [x.userId, x.title, x.kind])
        .sort(),
    ).toEqual(
      [
        [ann.id, 'Soon', 'reminder'],
        [bo.id, 'Soon', 'reminder'],
      ].sort(),
    );
    // Looking again sends nothing more; Cy's comes 10 minutes before.
    await replica().sweep(at(20));
    expect(mine(sent)).toHaveLength(2);
    await replica().sweep(at(9));
    expect(mine(sent).map((x) => x.userId)).toContain(cy.id);
    expect(mine(sent).map((x) => x.userId)).not.toContain(dan.id);
    expect(mine(sent)).toHaveLength(3);

    // A begun session reminds nobody.
    await replica().sweep(at(-1));
    expect(mine(sent)).toHaveLength(3);
  });
});
