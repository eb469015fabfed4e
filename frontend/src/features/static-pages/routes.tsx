import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyWithAntdTheme } from '@/components/antd-theme/lazy-with-antd-theme';
import { PageLoading } from './components/page-loading';

// Each page is its own chunk, so visitors of the landing page never download the legal texts;
// each comes with antd's theme, which the landing page does without (ADR 041).
const AboutPage = lazyWithAntdTheme(() => import('./components/about-page'), 'AboutPage');
const CareersPage = lazyWithAntdTheme(() => import('./components/careers-page'), 'CareersPage');
const BlogPage = lazyWithAntdTheme(() => import('./components/blog-page'), 'BlogPage');
const TermsPage = lazyWithAntdTheme(() => import('./components/terms-page'), 'TermsPage');
const PrivacyPage = lazyWithAntdTheme(() => import('./components/privacy-page'), 'PrivacyPage');
const CookiesPage = lazyWithAntdTheme(() => import('./components/cookies-page'), 'CookiesPage');
const HelpPage = lazyWithAntdTheme(() => import('./components/help-page'), 'HelpPage');
const FaqPage = lazyWithAntdTheme(() => import('./components/faq-page'), 'FaqPage');
const ContactPage = lazyWithAntdTheme(() => import('./components/contact-page'), 'ContactPage');

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
