import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { Footer } from '@/components/footer/footer';
import { AppTopNav } from '@/components/navigation/app-top-nav';
import { toast } from '@/components/toasts/toast-store';
import { useSession, useSignOut } from '@/lib/auth';

/** Signed-in pages: top navigation, the page (with its own error boundary), footer. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const onLogout = async () => {
    const ok = await signOut();
    navigate('/', { replace: true });
    if (ok) toast({ variant: 'success', title: t('common:logout.successTitle'), description: t('common:logout.successText') });
    else toast({ variant: 'error', title: t('common:logout.failedTitle'), description: t('common:logout.failedText') });
  };

  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      {user ? <AppTopNav user={user} onLogout={() => void onLogout()} /> : null}
      <main id="main" className="layout-main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
