import { strFromU8, unzipSync } from 'fflate';
import { archiveEntries, UndescribedExportFileError, zipArchive } from './export-archive.rules';

const AT = new Date('2026-11-28T12:00:00Z');

describe('export archive', () => {
  const parts = new Map([
    [
      'schedules',
      [
        { name: 'calendar.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
        { name: 'occurrences.json', content: '[]\n' },
      ],
    ],
    ['identity', [{ name: 'profile.json', content: '{"id":"u1"}\n' }]],
  ]);

  it('puts each part in its folder, the calendar at the top, and explains every file in the student’s language', () => {
    const entries = archiveEntries(parts, 'da', AT);
    expect([...entries.keys()].sort()).toEqual(['README.txt', 'calendar.ics', 'identity/profile.json', 'schedules/occurrences.json']);
    const readme = entries.get('README.txt')!;
    expect(readme).toMatch(/^Dine data fra Overlap\n/);
    expect(readme).toContain('2026-11-28');
    expect(readme).toContain('identity/profile.json\n    Din profil');
    expect(readme).toContain('calendar.ics\n    Din kalender');
  });

  it('refuses a file nobody described, so nothing unexplained reaches a student', () => {
    const odd = new Map([['groups', [{ name: 'secrets.json', content: '{}' }]]]);
    expect(() => archiveEntries(odd, 'en', AT)).toThrow(UndescribedExportFileError);
  });

  it('adds the profile picture as it is, explained like every other file', () => {
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const entries = archiveEntries(parts, 'en', AT, [{ folder: 'identity', name: 'profile-picture.png', data: picture }]);
    expect(entries.get('identity/profile-picture.png')).toBe(picture);
    expect(entries.get('README.txt')).toContain('identity/profile-picture.png\n    The profile picture you uploaded');
    expect(unzipSync(zipArchive(entries, AT))['identity/profile-picture.png']).toEqual(picture);
  });

  it('writes a ZIP that reads back to the same texts', () => {
    const entries = archiveEntries(parts, 'en', AT);
    const read = unzipSync(zipArchive(entries, AT));
    expect(Object.fromEntries(Object.entries(read).map(([k, v]) => [k, strFromU8(v)]))).toEqual(Object.fromEntries(entries));
  });
});
