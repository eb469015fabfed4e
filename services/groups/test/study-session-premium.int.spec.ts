import { createDataSource, DomainError, OutboxWriter } from '@overlap/platform';
import { signUpUser } from '@overlap/test-support';
import type { DataSource } from 'typeorm';
import { Entitlements } from '../src/entitlements/entitlements.service';
import { GroupMemberEntity } from '../src/groups/group-member.entity';
import { GroupReader } from '../src/groups/group-reader.repository';
import { StudyGroupEntity } from '../src/groups/study-group.entity';
import type { StudySessionMailer } from '../src/sessions/study-session-mailer.service';
import { StudySessionAnswerEntity, StudySessionEntity } from '../src/sessions/study-session.entity';
import { SessionRemindersRepository } from '../src/sessions/session-reminders.repository';
import { StudySessionEvents } from '../src/sessions/study-session.events';
import { StudySessionsRepository } from '../src/sessions/study-sessions.repository';
import { StudySessionsService } from '../src/sessions/study-sessions.service';
import { groupWith } from './support/groups-flow';
import pino from 'pino';
import { SchedulesClient } from '../src/comparison/schedules.client';

jest.setTimeout(60_000);

let db: DataSource;
beforeAll(async () => {
  db = await createDataSource({
    service: 'groups',
    entities: [StudyGroupEntity, GroupMemberEntity, StudySessionEntity, StudySessionAnswerEntity],
    migrations: [],
  }).initialize();
});
afterAll(() => db.destroy());

const dayAhead = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('booking a study session with INVITATIONS_REQUIRE_PREMIUM on', () => {
  it('needs premium as billing publishes it (403 Upgrade Required, nothing stored); answering does not', async () => {
    const [ann, bo] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bo], { name: 'Premium sessions' });
    // The service as groups runs it, over the same database, with the operator setting on.
    const mailed: string[][] = [];
    const mailer = { notify: async (to: string[]) => void mailed.push(to) } as unknown as StudySessionMailer;
    const sessions = new StudySessionsService(
      db,
      new StudySessionsRepository(),
      new StudySessionEvents(new OutboxWriter('groups')),
      new GroupReader(db),
      new Entitlements(db, true),
      mailer,
      new SchedulesClient(pino({ level: 'silent' })),
      pino({ level: 'silent' }),
      new SessionRemindersRepository(),
    );
    const day = dayAhead(2);
    const body = { title: 'Study session – Premium sessions', day, start: `${day}T10:00:00+01:00`, end: `${day}T11:00:00+01:00` };

    const refused = await sessions.book(ann.id, group.id, body).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      status: 403,
      code: 'subscription_required',
      message: 'Upgrade Required: an active subscription is needed to book study sessions.',
    });
    expect(await sessions.forGroup(ann.id, group.id)).toEqual([]);

    await db.query(
      `INSERT INTO user_entitlements (user_id, status, promo_until, version) VALUES ($1, 'active', NULL, 1)
       ON CONFLICT (user_id) DO UPDATE SET status = 'active'`,
      [ann.id],
    );
    const booked = await sessions.book(ann.id, group.id, body);
    expect(booked.answers.map((a) => a.answer)).toEqual(['going', 'none']);
    expect(mailed).toEqual([[bo.id]]);
    // Bo has no premium and answers all the same.
    await expect(sessions.answer(bo.id, booked.id, 'maybe')).resolves.toMatchObject({ answers: [{ answer: 'going' }, { answer: 'maybe' }] });
  });
});
