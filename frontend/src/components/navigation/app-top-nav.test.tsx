import { screen, within } from '@testing-library/react';
import type { User } from '@/lib/auth';
import { renderScreen } from '@/testing/render';
import { AppTopNav } from './app-top-nav';

const user: User = {
  id: 'u1',
  username: 'ada',
  email: 'ada@uni.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  bio: '',
  colorTheme: 'purple',
  profilePicture: null,
  createdAt: '2026-01-10T10:00:00.000Z',
};

async function currentLinks(route: string) {
  await renderScreen(<AppTopNav user={user} onLogout={() => undefined} />, { route });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent);
}

describe('top navigation', () => {
  it('lists Calendar, Upload, Study Groups, Daily Offers and Premium', async () => {
    await renderScreen(<AppTopNav user={user} onLogout={() => undefined} />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Calendar', '/'],
      ['Upload', '/upload'],
      ['Study Groups', '/study-groups'],
      ['Daily Offers', '/daily-offers'],
      ['Premium', '/pricing'],
    ]);
  });

  it('highlights Calendar only on the root path', async () => {
    expect(await currentLinks('/')).toEqual(['Calendar']);
  });

  it('highlights the other links by prefix', async () => {
    expect(await currentLinks('/study-groups?group=7')).toEqual(['Study Groups']);
  });

  it('highlights nothing on pages outside the links', async () => {
    expect(await currentLinks('/profile')).toEqual([]);
  });
});
