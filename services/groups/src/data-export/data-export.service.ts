import { Injectable } from '@nestjs/common';
import { jsonFile, type DataExportPart } from '@overlap/contracts';
import { DataExportRepository } from './data-export.repository';

/** Groups' part of a student's data export (ADR 048), with the invitation and study-session e-mails it sent them. */
@Injectable()
export class DataExportService {
  constructor(private readonly rows: DataExportRepository) {}

  async part(userId: string): Promise<DataExportPart> {
    const [groups, invitations, joinLinks, studySessions, mails] = await Promise.all([
      this.rows.groups(userId),
      this.rows.invitations(userId),
      this.rows.joinLinks(userId),
      this.rows.studySessions(userId),
      this.rows.sentMails(userId),
    ]);
    return {
      files: [
        jsonFile('groups.json', groups),
        jsonFile('invitations.json', invitations),
        jsonFile('join-links.json', joinLinks),
        jsonFile('study-sessions.json', studySessions),
        jsonFile('emails.json', mails),
      ],
    };
  }
}
