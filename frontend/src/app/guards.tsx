import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/feedback/full-screen-spinner';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useSession } from '@/lib/auth';
import { CalendarRoute } from './calendar-route';
import { AppLayout, LandingPage } from './pages';

/** `/`: the calendar home for signed-in users, the landing page for visitors (SPEC.md §2.1). */
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

/** Routes of the signed-in set: visitors are on an unknown path, so they get the landing page. */
export function SignedInOnly() {
  const { user } = useSession();
  if (!user) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <AppLayout />
    </Suspense>
  );
}

/** /auth and /reset-password belong to the visitor set: signed-in users go home. */
export function VisitorOnly() {
  const { user } = useSession();
  if (user) return <Navigate to="/" replace />;
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

/** Any other path: home for both sets (SPEC.md §2.1). */
export function UnknownPath() {
  return <Navigate to="/" replace />;
}
