import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSession } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { createStore } from '@/lib/store';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { RootShell } from './root-shell';

/** A page that asks who is signed in itself, as the guards and the navigation do. */
function Home() {
  const { status, error } = useSession();
  return <p>{`home: ${status}${error ? ', probe failed' : ''}`}</p>;
}

describe('the session probe without a network (ADR 033)', () => {
  afterEach(() => {
    uninstallFakeFetch();
    jest.restoreAllMocks();
  });

  it('shows the visitor page once the probe fails, and does not ask again and again', async () => {
    await i18n.changeLanguage('en');
    // The shell's scroll restoration; jsdom has no scrolling.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const sent = installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const router = createMemoryRouter([{ element: <RootShell />, children: [{ path: '/', element: <Home /> }] }]);
    render(
      <Provider store={createStore()}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Provider>,
    );
    await screen.findByText('home: visitor, probe failed');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByText('home: visitor, probe failed')).toBeInTheDocument();
    expect(sent.filter((r) => r.url.endsWith('/api/auth/user')).length).toBeLessThanOrEqual(2);
  });
});
