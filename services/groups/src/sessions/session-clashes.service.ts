import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SchedulesClient } from '../comparison/schedules.client';
import { SessionClashesRepository, type SessionClash } from './session-clashes.repository';
import { CONFLICT_HORIZON_DAYS, sessionConflicts } from './session-conflicts.rules';
import { StudySessionMailer } from './study-session-mailer.service';
import { placeLine } from './study-session.views';

const DAY_MS = 86_400_000;

/**
 * Keeps a member's clash notices in step with their timetable and answers (ADR 052): after each change
 * of what their calendar shows, the classes now at the time of a session they are going to are read
 * from schedules and recorded, and a clash not recorded before is e-mailed once (in their language,
 * with e-mail notifications on), whatever brought it: a sync, a cleared or restored week, their
 * 'going', the session moved. The check reads the present, not the event's moment, so whichever
 * change first sees a clash tells it. The bell reads the clashes itself (GET /api/study-sessions).
 */
@Injectable()
export class SessionClashes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clashes: SessionClashesRepository,
    private readonly schedules: SchedulesClient,
    private readonly mailer: StudySessionMailer,
  ) {}

  /** Returns the clashes told now. Throws when schedules cannot answer, so the event is read again. */
  async check(userId: string, now = new Date()): Promise<SessionClash[]> {
    const manager = this.dataSource.manager;
    const going = await this.clashes.goingAhead(manager, userId, now, new Date(now.getTime() + CONFLICT_HORIZON_DAYS * DAY_MS));
    let found: SessionClash[] = [];
    if (going.length) {
      const day = (d: Date) => d.toISOString().slice(0, 10);
      const entries = await this.schedules.entries([userId], {
        from: day(going[0]!.start),
        to: day(new Date(Math.max(...going.map((s) => s.end.getTime())) + DAY_MS)),
        timeZone: 'UTC',
      });
      found = going.flatMap((s) => sessionConflicts(s, [userId], entries).map((c) => ({ ...c, sessionId: s.sessionId })));
    }
    const fresh = await this.clashes.replace(
      manager,
      userId,
      going.map((s) => s.sessionId),
      found,
      now,
    );
    for (const clash of fresh) {
      const s = going.find((g) => g.sessionId === clash.sessionId)!;
      // One after another: a member rarely has more than one new clash at a time.
      await this.mailer.notify([userId], {
        kind: 'clash',
        groupId: s.groupId,
        groupName: s.groupName,
        title: s.title,
        start: s.start,
        end: s.end,
        utcOffset: s.utcOffset,
        place: placeLine(s),
        note: '',
        byName: '',
        clash: { title: clash.title, start: new Date(clash.start), end: new Date(clash.end) },
      });
    }
    return fresh;
  }
}
