import { APP_AREA_SECTIONS } from './app-area';

/** The key under common:pageTitle of each page a path shows (WCAG 2.4.2: every page says what it is). */
const TITLE_OF_PATH: Record<string, string> = {
  '/calendar': 'calendar',
  '/welcome': 'welcome',
  '/ai-schedule': 'aiSchedule',
  '/upload': 'upload',
  '/study-groups': 'studyGroups',
  '/groups': 'studyGroups',
  '/daily-offers': 'dailyOffers',
  '/profile': 'profile',
  '/profile/settings': 'settings',
  '/profile-settings': 'settings',
  '/profile/privacy': 'privacy',
  '/pricing': 'pricing',
  '/auth': 'signIn',
  '/reset-password': 'resetPassword',
};

/**
 * The page title key for a path, or undefined where the page names itself or is the visitors'
 * landing page ('Overlap' alone). '/' is the calendar for a signed-in student.
 */
export function pageTitleKey(pathname: string, signedIn: boolean): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return signedIn ? 'calendar' : undefined;
  if (TITLE_OF_PATH[path]) return TITLE_OF_PATH[path];
  if (path.startsWith('/join/')) return 'joinGroup';
  if (signedIn && APP_AREA_SECTIONS.some((section) => path.startsWith(`/${section}/`))) return 'notFound';
  return undefined;
}
