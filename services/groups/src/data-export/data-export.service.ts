import { Injectable } from '@nestjs/common';
import { jsonFile, type DataExportPart } from '@overlap/contracts';
import { DEFAULT_REMINDER_MINUTES } from '../sessions/session-reminders.repository';
import { DataExportRepository } from './data-export.repository';

/** Groups' part of a student's data export (ADR 048), with the invitation and study-session e-mails it sent them. */
@Injectable()
export class DataExportService {
  constructor(private readonly rows: DataExportRepository) {}

  async part(userId: string): Promise<DataExportPart> {
    const [groups, invitations, joinLinks, studySessions, reminderChoice, mails] = await Promise.all([
      this.rows.groups(userId),
      this.rows.invitations(userId),
      this.rows.joinLinks(userId),
      this.rows.studySessions(userId),
      this.rows.sessionReminderChoice(userId),
      this.rows.sentMails(userId),
    ]);
    // No row is the default, which the student never chose: said so rather than left out.
    const reminder = reminderChoice
      ? { minutesBefore: reminderChoice.minutesBefore, off: reminderChoice.minutesBefore === 0, chosenAt: reminderChoice.chosenAt }
      : { minutesBefore: DEFAULT_REMINDER_MINUTES, off: false, chosenAt: null };
    return {
      files: [
        jsonFile('groups.json', groups),
        jsonFile('invitations.json', invitations),
        jsonFile('join-links.json', joinLinks),
        jsonFile('study-sessions.json', studySessions),
        jsonFile('study-session-reminder.json', reminder),
        jsonFile('emails.json', mails),
      ],
    };
  }
}
