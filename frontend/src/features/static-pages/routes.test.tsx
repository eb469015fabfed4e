import './testing/jsdom-polyfills.cjs';
import { render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { staticPageRoutes } from './routes';
import { staticI18n, staticStore } from './testing/render-static';
import { STATIC_LANGUAGES, STATIC_RESOURCES } from './testing/static-resources';

const PAGES = [
  ['/about', 'static-about'],
  ['/careers', 'static-careers'],
  ['/blog', 'static-blog'],
  ['/terms', 'static-terms'],
  ['/privacy', 'static-privacy'],
  ['/cookies', 'static-cookies'],
  ['/help', 'static-help'],
  ['/faq', 'static-faq'],
  ['/contact', 'static-contact'],
] as const;

describe('static page routes', () => {
  it('registers exactly the nine static paths', () => {
    expect(staticPageRoutes.map((route) => route.path)).toEqual(PAGES.map(([path]) => path));
  });

  describe.each(STATIC_LANGUAGES)('in %s', (language) => {
    it.each(PAGES)('%s loads lazily and renders its page with every text present', async (path, namespace) => {
      const { i18n, missingKeys } = staticI18n(language);
      const router = createMemoryRouter(staticPageRoutes, { initialEntries: [path] });
      render(
        <Provider store={staticStore()}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </Provider>,
      );
      const title = (STATIC_RESOURCES[language][namespace] as { title: string }).title;
      // The first page also loads antd and its theme, which takes Jest more than findBy's default second.
      expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();

      // Headings go down one level at a time (h1 → h2 → h3), so the outline makes sense to screen readers.
      const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
      expect(levels[0]).toBe(1);
      levels.slice(1).forEach((level, index) => expect(level - levels[index]).toBeLessThanOrEqual(1));
      expect(missingKeys).toEqual([]);
    });
  });
});
