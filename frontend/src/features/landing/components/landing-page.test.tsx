import { screen } from '@testing-library/react';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-with-store';
import en from '@/locales/en/landing.json';
import da from '@/locales/da/landing.json';
import { LandingPage } from './landing-page';

const serve = (acceptRequiresPremium: boolean) =>
  installFakeFetch((req) => (req.url === '/api/invitations/policy' ? { status: 200, body: { acceptRequiresPremium } } : { status: 404, body: {} }));

describe('the landing page states billing’s invitation policy (ADR 031)', () => {
  afterEach(() => uninstallFakeFetch());

  it.each([
    ['en', en],
    ['da', da],
  ] as const)('off (the default): premium removes ads, nothing more is claimed (%s)', async (language, texts) => {
    serve(false);
    await renderWithStore(<LandingPage />, { user: null, language });
    expect(await screen.findByText(texts.invitationRule)).toBeInTheDocument();
    expect(screen.queryByText(texts.invitationRule_premium)).toBeNull();
  });

  it.each([
    ['en', en],
    ['da', da],
  ] as const)('on: the card says joining other students’ groups is premium (%s)', async (language, texts) => {
    serve(true);
    await renderWithStore(<LandingPage />, { user: null, language });
    expect(await screen.findByText(texts.invitationRule_premium)).toBeInTheDocument();
    expect(screen.queryByText(texts.invitationRule)).toBeNull();
  });
});
