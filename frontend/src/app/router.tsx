import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { staticPageRoutes } from '@/features/static-pages/routes';
import { HomeRoute, LayoutForEveryone, SignedInOnly, UnknownPath, VisitorOnly } from './guards';
import {
  AiSchedulePage,
  AuthPage,
  DailyOffersPage,
  JoinLinkPage,
  NotFound,
  OnboardingPage,
  PricingPage,
  PrivacyPage,
  ProfilePage,
  ResetPasswordPage,
  SettingsPage,
  StudyGroupsPage,
  UploadPage,
} from './pages';
import { CalendarRoute } from './calendar-route';
import { RootShell } from './root-shell';

// Sections of the signed-in area: an unknown path below one of them is 'Page Not Found'
// (ADR 010); any other unknown path goes home.
export const APP_AREA_SECTIONS = ['calendar', 'welcome', 'ai-schedule', 'upload', 'study-groups', 'groups', 'daily-offers', 'profile'];

/** The screens of docs/product/screens-and-navigation.md, route by route. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      { path: '/', element: <HomeRoute /> },
      {
        element: <VisitorOnly />,
        children: [{ path: '/auth', element: <AuthPage /> }],
      },
      // A reset link works whoever has the browser: the reset ends every session anyway, and the
      // layout must not change under the form when it does.
      {
        element: <PublicLayout />,
        children: [{ path: '/reset-password', element: <ResetPasswordPage /> }],
      },
      {
        element: <LayoutForEveryone />,
        children: [{ path: '/pricing', element: <PricingPage /> }, ...staticPageRoutes],
      },
      {
        element: <SignedInOnly />,
        children: [
          { path: '/calendar', element: <CalendarRoute /> },
          { path: '/welcome', element: <OnboardingPage /> },
          { path: '/ai-schedule', element: <AiSchedulePage /> },
          { path: '/upload', element: <UploadPage /> },
          { path: '/study-groups', element: <StudyGroupsPage /> },
          { path: '/groups', element: <StudyGroupsPage /> },
          // A shared group link (ADR 031): visitors sign in first and come back here.
          { path: '/join/:token', element: <JoinLinkPage /> },
          { path: '/daily-offers', element: <DailyOffersPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/profile/settings', element: <SettingsPage /> },
          { path: '/profile-settings', element: <SettingsPage /> },
          { path: '/profile/privacy', element: <PrivacyPage /> },
          ...APP_AREA_SECTIONS.map((section) => ({ path: `/${section}/*`, element: <NotFound /> })),
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
