import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, ScheduledJob } from '@overlap/platform';
import type pino from 'pino';
import { DataSource } from 'typeorm';
import { SessionRemindersRepository } from './session-reminders.repository';
import { StudySessionMailer } from './study-session-mailer.service';
import { placeLine } from './study-session.views';

/** How often due reminders are looked for, and how many one look sends at most. */
const SWEEP_MS = 60_000;
const BATCH = 200;

/**
 * Sends each member going to a session a reminder at the time they chose before it (ADR 052; default
 * 30 minutes, none when off), never for a cancelled or begun session. Every replica looks; the claim
 * row makes each reminder one replica's (SessionRemindersRepository.claimDue), so it goes out once.
 */
@Injectable()
export class SessionReminders extends ScheduledJob<number> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reminders: SessionRemindersRepository,
    private readonly mailer: StudySessionMailer,
    @Inject(LOGGER) logger: pino.Logger,
  ) {
    super({ name: 'study session reminders', everyMs: SWEEP_MS, logger });
  }

  /** Claims and sends the reminders due; returns how many this replica sent. */
  protected async pass(now: Date): Promise<number> {
    const claimed = await this.reminders.claimDue(this.dataSource.manager, now, BATCH);
    for (const r of claimed) {
      // The claim stands whatever the mail does: a reminder is not worth a second one.
      await this.mailer.notify([r.userId], {
        kind: 'reminder',
        groupId: r.groupId,
        groupName: r.groupName,
        title: r.title,
        start: r.start,
        end: r.end,
        utcOffset: r.utcOffset,
        place: placeLine(r),
        note: r.note,
        byName: '',
      });
    }
    return claimed.length;
  }
}
