import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { renderScreen } from '@/testing/render';
import { AuthPage } from './auth-page';

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('Auth screen', () => {
  it('shows the sign-in errors on the fields and clears each one on edit', async () => {
    await renderScreen(<AuthPage />, { route: '/auth' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field('Email'), { target: { value: 'ada' } });
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('checks length and confirmation on sign-up', async () => {
    await renderScreen(<AuthPage />, { route: '/auth?mode=signup' });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@uni.test' } });
    fireEvent.change(field('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    fireEvent.change(field('Password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'long-enough-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
  });

  it('does not check the password in forgot-password mode', async () => {
    await renderScreen(<AuthPage />, { route: '/auth' });
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it('clears fields and errors when switching modes', async () => {
    await renderScreen(<AuthPage />, { route: '/auth' });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await act(async () => undefined);
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(field('Email')).toHaveValue('');

    fireEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(field('Email')).toHaveValue('');
  });
  it('starts with the cursor in the e-mail field and no tab stop on the tab panel', async () => {
    await renderScreen(<AuthPage />, { route: '/auth?mode=signup' });
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '-1');

    fireEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '-1'));
    // A switch of tab leaves the focus where the user put it.
    expect(field('Email')).not.toHaveFocus();
  });

  it('says in the user’s language that the account is locked out and how to get back in', async () => {
    const message = 'Too many failed sign-in attempts for this account. Try again in 15 min or reset your password.';
    installFakeFetch(({ url }) => (url.endsWith('/api/auth/login') ? { status: 429, body: { statusCode: 429, message, retryAfter: 900 } } : { status: 401 }));
    try {
      await renderScreen(<AuthPage />, { route: '/auth', language: 'de' });
      fireEvent.change(await screen.findByLabelText('E-Mail', { exact: true }), { target: { value: 'ada@uni.test' } });
      fireEvent.change(screen.getByLabelText('Passwort', { exact: true }), { target: { value: 'a-wrong-guess' } });
      fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
      const german = 'Zu viele fehlgeschlagene Anmeldeversuche für dieses Konto. Versuche es in 15 Min. erneut oder setze dein Passwort zurück.';
      expect((await screen.findAllByText(german)).length).toBeGreaterThan(0);
    } finally {
      uninstallFakeFetch();
    }
  });
});
