import { Injectable } from '@nestjs/common';
import { jsonFile, type DataExportFile } from '@overlap/contracts';
import { IdentityPartRepository } from './identity-part.repository';

const PICTURE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

/** A file of identity's part that is not text: the profile picture. */
export interface BinaryExportFile {
  name: string;
  data: Uint8Array;
}

/** Identity's part of a student's export, read when the archive is put together. */
@Injectable()
export class IdentityPartService {
  constructor(private readonly rows: IdentityPartRepository) {}

  /** The uploaded profile picture as it was stored; none when the student has none. */
  async pictures(userId: string): Promise<BinaryExportFile[]> {
    const picture = await this.rows.picture(userId);
    const extension = picture && PICTURE_EXTENSIONS[picture.contentType];
    return picture && extension ? [{ name: `profile-picture.${extension}`, data: new Uint8Array(picture.data) }] : [];
  }

  async files(userId: string): Promise<DataExportFile[]> {
    const [profile, settings, sessions, mails, exports] = await Promise.all([
      this.rows.profile(userId),
      this.rows.settings(userId),
      this.rows.sessions(userId),
      this.rows.sentMails(userId),
      this.rows.exports(userId),
    ]);
    return [
      jsonFile('profile.json', profile ?? {}),
      jsonFile('settings.json', settings ?? {}),
      jsonFile('sessions.json', sessions),
      jsonFile('emails.json', mails),
      jsonFile('data-exports.json', exports),
    ];
  }
}
