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
import { APP_AREA_SECTIONS } from './app-area';
import { CalendarRoute } from './calendar-route';
import { RootShell } from './root-shell';

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
