import { Suspense } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/feedback/full-screen-spinner';
import { PublicLayout } from '@/components/layouts/public-layout';
// Part of the first load: it is the first screen of every visitor, and it is small (ADR 041).
import { LandingPage } from '@/features/landing/components/landing-page';
import { useSession } from '@/lib/auth';
import { RETURN_PARAM, safeReturnPath, signInPathFor } from '@/lib/return-path';
import { useAppSelector } from '@/lib/store';
import { CalendarRoute } from './calendar-route';
import { AppLayout } from './pages';

/** `/`: the calendar home for signed-in users, the landing page for visitors (docs/product/screens-and-navigation.md). */
export function HomeRoute() {
  const { user } = useSession();
  if (user) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <AppLayout>
          <CalendarRoute />
        </AppLayout>
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}

/**
 * Routes of the signed-in set. A visitor who opened one (a bookmark, a shared group link) signs
 * in first and comes back to the same address (issue 18); someone who just signed out here goes
 * to the landing page.
 */
export function SignedInOnly() {
  const { user } = useSession();
  const { pathname, search, hash } = useLocation();
  const endedHere = useAppSelector((s) => s.session.signedOut);
  if (!user) return <Navigate to={endedHere ? '/' : signInPathFor(`${pathname}${search}${hash}`)} replace />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <AppLayout />
    </Suspense>
  );
}

/**
 * /auth belongs to the visitor set: signed-in users go to the address they asked for, else home —
 * or, for an account just made here, to the onboarding (ADR 029).
 */
export function VisitorOnly() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const newAccount = useAppSelector((s) => s.session.newAccount);
  if (user) return <Navigate to={safeReturnPath(params.get(RETURN_PARAM)) ?? (newAccount ? '/welcome' : '/')} replace />;
  return <PublicLayout />;
}

/** Pages for everyone (pricing, static pages) in the layout that fits who is looking. */
export function LayoutForEveryone() {
  const { user } = useSession();
  if (user) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <AppLayout />
      </Suspense>
    );
  }
  return <PublicLayout />;
}

/** Any other path: home for both sets (docs/product/screens-and-navigation.md). */
export function UnknownPath() {
  return <Navigate to="/" replace />;
}
