import { Injectable } from '@nestjs/common';
import { jsonFile, type DataExportFile } from '@overlap/contracts';
import { IdentityPartRepository } from './identity-part.repository';

/** Identity's part of a student's export, read when the archive is put together. */
@Injectable()
export class IdentityPartService {
  constructor(private readonly rows: IdentityPartRepository) {}

  async files(userId: string): Promise<DataExportFile[]> {
    const [profile, settings, sessions, resets, exports] = await Promise.all([
      this.rows.profile(userId),
      this.rows.settings(userId),
      this.rows.sessions(userId),
      this.rows.passwordResets(userId),
      this.rows.exports(userId),
    ]);
    const exportMails = exports.filter((e) => e.mailedAt).map((e) => ({ kind: 'export-ready', sentAt: e.mailedAt, exportId: e.id }));
    return [
      jsonFile('profile.json', profile ?? {}),
      jsonFile('settings.json', settings ?? {}),
      jsonFile('sessions.json', sessions),
      jsonFile('emails.json', [...resets.map((r) => ({ kind: 'password-reset', ...r })), ...exportMails]),
      jsonFile('data-exports.json', exports),
    ];
  }
}
