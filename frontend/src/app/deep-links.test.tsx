import { fireEvent, screen } from '@testing-library/react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { signedOut } from '@/lib/session';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import { SignedInOnly, VisitorOnly } from './guards';

/** Where the router is, with the page shown there. */
function At({ page }: { page: string }) {
  const { pathname, search } = useLocation();
  return (
    <p>
      {page} at {pathname}
      {search}
    </p>
  );
}

// The app's guards and its sign-in and reset screens; home and the signed-in pages are markers.
const routes: RouteObject[] = [
  { path: '/', element: <At page="home" /> },
  { element: <VisitorOnly />, children: [{ path: '/auth', element: <AuthPage /> }] },
  { element: <PublicLayout />, children: [{ path: '/reset-password', element: <ResetPasswordPage /> }] },
  {
    element: <SignedInOnly />,
    children: ['/upload', '/study-groups', '/profile', '/welcome'].map((path) => ({ path, element: <At page={path.slice(1)} /> })),
  },
];

function App() {
  return useRoutes(routes);
}

/** identity as the browser meets it: nobody signed in until the form signs someone in. */
function identity(extra: (request: SentRequest) => { status: number; body?: unknown } | undefined = () => undefined) {
  return installFakeFetch((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.url.endsWith('/api/auth/login') || request.url.endsWith('/api/auth/signup')) return { status: 200, body: testUser };
    if (request.url.includes('/api/auth/user')) return { status: 401 };
    // The signed-in layout's own calls (plan, invitations) are not what these tests are about.
    return { status: 404, body: { statusCode: 404, message: 'Not Found' } };
  });
}

async function signIn() {
  fireEvent.change(await screen.findByLabelText('Email', { exact: true }), { target: { value: 'ada@uni.test' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'long-enough-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('deep links (issue 18)', () => {
  afterEach(uninstallFakeFetch);

  it.each(['/upload', '/profile'])('sends a visitor on %s to sign in and back to it', async (path) => {
    identity();
    await renderWithStore(<App />, { route: path, user: null });
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true }, { timeout: 10_000 })).toBeInTheDocument();
    await signIn();
    expect(await screen.findByText(`${path.slice(1)} at ${path}`, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('keeps a shared group link, query included, through sign-up', async () => {
    const sent = identity();
    await renderWithStore(<App />, { route: '/study-groups?group=8f0c2a', user: null });
    fireEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    fireEvent.change(await screen.findByLabelText('Email', { exact: true }), { target: { value: 'ada@uni.test' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText('Confirm password', { exact: true }), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('study-groups at /study-groups?group=8f0c2a', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent.some((r) => r.url.endsWith('/api/auth/signup'))).toBe(true);
  });

  it('starts a new account with the onboarding, and a sign-in at home (ADR 029)', async () => {
    identity();
    const { unmount } = await renderWithStore(<App />, { route: '/auth?mode=signup', user: null });
    fireEvent.change(await screen.findByLabelText('Email', { exact: true }), { target: { value: 'ada@uni.test' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText('Confirm password', { exact: true }), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('welcome at /welcome', {}, { timeout: 10_000 })).toBeInTheDocument();
    unmount();

    await renderWithStore(<App />, { route: '/auth', user: null });
    await signIn();
    expect(await screen.findByText('home at /', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('never follows a return address to another site', async () => {
    identity();
    await renderWithStore(<App />, { route: `/auth?next=${encodeURIComponent('//evil.test/upload')}`, user: null });
    await signIn();
    expect(await screen.findByText('home at /', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('sends a signed-in user who opens a sign-in link straight to the page it names', async () => {
    identity();
    await renderWithStore(<App />, { route: '/auth?next=%2Fprofile' });
    expect(await screen.findByText('profile at /profile', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('sends someone who just signed out to the landing page, not to sign in', async () => {
    identity();
    await renderWithStore(<App />, { route: '/upload', user: null, seed: (store) => void store.dispatch(signedOut()) });
    expect(await screen.findByText('home at /', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('lets a signed-in user follow a reset link, then sign in with the new password', async () => {
    const sent = identity((request) => {
      if (request.url.includes('/api/auth/reset-password/validate')) return { status: 200, body: { valid: true } };
      if (request.url.endsWith('/api/auth/reset-password')) return { status: 200, body: { message: 'Password has been reset successfully' } };
      return undefined;
    });
    await renderWithStore(<App />, { route: '/reset-password?token=fresh-token' });
    fireEvent.change(await screen.findByLabelText('New password', { exact: true }, { timeout: 10_000 }), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password', { exact: true }), { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeInTheDocument();
    expect(sent.find((r) => r.url.endsWith('/api/auth/reset-password'))?.body).toEqual({ token: 'fresh-token', newPassword: 'new-password-1' });

    // The reset ended this browser's session too: Sign In Now opens the form instead of bouncing home.
    fireEvent.click(screen.getByRole('button', { name: 'Sign In Now' }));
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
  });
});
