import { cleanup, screen } from '@testing-library/react';
import { renderWithStore } from '@/testing/render-with-store';
import type { MemberPresence } from '../api/presence-api';
import type { TimetableNow } from '../utils/presence-line';
import { MemberPresenceRow } from './member-presence-row';

const NOW = new Date();
const presence = (timetable: TimetableNow | null): MemberPresence => ({
  userId: 'u-ben',
  sharingEnabled: true,
  status: 'on_campus',
  campus: { id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School' },
  lastUpdate: new Date(NOW.getTime() - 5 * 60_000).toISOString(),
  keepSharing: false,
  sharingEndsAt: null,
  timetable,
});

async function lineOf(timetable: TimetableNow | null, language = 'en') {
  const member = { userId: 'u-ben', name: 'Ben Student', initials: 'BS', color: 'green', presence: presence(timetable), groups: ['Algebra'] };
  await renderWithStore(
    <ul>
      <MemberPresenceRow member={member} now={NOW} zone="Europe/Copenhagen" />
    </ul>,
    { language },
  );
  const row = await screen.findByRole('listitem');
  expect(row).toHaveTextContent('Ben Student');
  return row.querySelector('.pr-member-timetable')?.textContent ?? null;
}

describe('what a member on campus is doing now', () => {
  it.each<[string, TimetableNow, string, string]>([
    [
      'a class',
      { now: 'in_class', kind: 'class', title: 'Macroeconomics', until: '13:00' },
      'In class until 13:00 · Macroeconomics',
      'I undervisning indtil 13:00 · Macroeconomics',
    ],
    [
      "the group's study session",
      { now: 'in_class', kind: 'session', title: 'Study session – Algebra', until: '15:00' },
      'In a study session until 15:00 · Study session – Algebra',
      'I en studiesession indtil 15:00 · Study session – Algebra',
    ],
    [
      'an own event without its title (or another group’s session)',
      { now: 'in_class', kind: 'busy', title: '', until: '15:00' },
      'Busy until 15:00',
      'Optaget indtil 15:00',
    ],
    [
      'an own event whose title is shown',
      { now: 'in_class', kind: 'busy', title: 'Dentist', until: '15:00' },
      'Busy until 15:00 · Dentist',
      'Optaget indtil 15:00 · Dentist',
    ],
    // From a presence that does not send the kind yet: in class, as before.
    [
      'busy time without a kind',
      { now: 'in_class', title: 'Statistics', until: '12:00' },
      'In class until 12:00 · Statistics',
      'I undervisning indtil 12:00 · Statistics',
    ],
    ['free time', { now: 'free', until: '14:00' }, 'Free until 14:00', 'Fri indtil 14:00'],
  ])('reads %s, in English and Danish', async (_, timetable, english, danish) => {
    expect(await lineOf(timetable)).toBe(english);
    cleanup();
    expect(await lineOf(timetable, 'da')).toBe(danish);
  });

  it('says nothing of the timetable when there is none', async () => {
    expect(await lineOf(null)).toBeNull();
  });
});
