import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './components/page-loading';

// Each page is its own chunk, so visitors of the landing page never download the legal texts.
const AboutPage = lazy(() => import('./components/about-page').then((m) => ({ default: m.AboutPage })));
const CareersPage = lazy(() => import('./components/careers-page').then((m) => ({ default: m.CareersPage })));
const BlogPage = lazy(() => import('./components/blog-page').then((m) => ({ default: m.BlogPage })));
const TermsPage = lazy(() => import('./components/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./components/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const CookiesPage = lazy(() => import('./components/cookies-page').then((m) => ({ default: m.CookiesPage })));
const HelpPage = lazy(() => import('./components/help-page').then((m) => ({ default: m.HelpPage })));
const FaqPage = lazy(() => import('./components/faq-page').then((m) => ({ default: m.FaqPage })));
const ContactPage = lazy(() => import('./components/contact-page').then((m) => ({ default: m.ContactPage })));

// The boundary sits here so the pages suspend both on their chunk and on their translation namespace.
function suspended(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** The nine static pages (docs/product/screens-and-navigation.md), open to everyone; the shell wraps them in its layout. */
export const staticPageRoutes: RouteObject[] = [
  { path: '/about', element: suspended(AboutPage) },
  { path: '/careers', element: suspended(CareersPage) },
  { path: '/blog', element: suspended(BlogPage) },
  { path: '/terms', element: suspended(TermsPage) },
  { path: '/privacy', element: suspended(PrivacyPage) },
  { path: '/cookies', element: suspended(CookiesPage) },
  { path: '/help', element: suspended(HelpPage) },
  { path: '/faq', element: suspended(FaqPage) },
  { path: '/contact', element: suspended(ContactPage) },
];
