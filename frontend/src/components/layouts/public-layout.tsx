import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { Footer } from '@/components/footer/footer';
import { VisitorTopBar } from '@/components/navigation/visitor-top-bar';

/** Visitor pages: the way in (Pricing, Log in, Get Started), the page, footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <VisitorTopBar />
      <main id="main" className="layout-main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
