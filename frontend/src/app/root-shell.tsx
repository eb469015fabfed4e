import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/feedback/full-screen-spinner';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { Toaster } from '@/components/toasts/toaster';
import { useSession } from '@/lib/auth';
import { LiveStream } from '@/lib/live/live-stream';
import { useOfflineRecovery } from '@/lib/offline/use-offline-recovery';
import { AccountPreferences } from './account-preferences';
import { useHeadingFocus } from './use-heading-focus';
import { usePageTitle } from './use-page-title';

/** Start-up permission probe (docs/product/screens-and-navigation.md): only logged. */
function useNotificationPermissionLog() {
  useEffect(() => {
    navigator.permissions
      ?.query({ name: 'notifications' as PermissionName })
      .then((status) => console.info(`Notification permission: ${status.state}`))
      .catch(() => undefined);
  }, []);
}

/** Every route renders inside: full-screen spinner until the session is known, then the page and the toasts. */
export function RootShell() {
  const { status, user } = useSession();
  useNotificationPermissionLog();
  usePageTitle(user !== null);
  useHeadingFocus();
  useOfflineRecovery();
  if (status === 'loading') return <FullScreenSpinner />;
  return (
    <>
      {user ? <AccountPreferences /> : null}
      {user ? <LiveStream /> : null}
      <Outlet />
      <Suspense fallback={null}>
        <OfflineNotice signedIn={user !== null} />
      </Suspense>
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
