import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import type { FeedPreview } from '../api/onboarding-api';
import { onboardingStorageKey, readProgress } from '../utils/onboarding-progress';
import { OnboardingPage } from './onboarding-page';

const CAMPUSES = [
  { id: 'lu-lund', name: 'Lund City Campus', university: 'Lund University', latitude: '55.7105', longitude: '13.2022', radius: '1000' },
  { id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School', latitude: '55.6824', longitude: '12.5262', radius: '120' },
  { id: 'cbs-solbjerg', name: 'Solbjerg Plads', university: 'Copenhagen Business School', latitude: '55.6815', longitude: '12.5299', radius: '200' },
];

const PREVIEW: FeedPreview = {
  timezone: 'Europe/Stockholm',
  upcomingCount: 3,
  weeks: [
    {
      week: 49,
      year: 2026,
      monday: '2026-11-30',
      events: [
        { title: 'Linear Algebra', location: 'Aud. 1', type: 'Lecture', date: '2026-11-30', weekday: 1, start: '09:15', end: '11:00', allDay: false },
        { title: 'Statistics', location: 'Room 2', type: 'Seminar', date: '2026-12-03', weekday: 4, start: '13:00', end: '15:00', allDay: false },
      ],
    },
    {
      week: 50,
      year: 2026,
      monday: '2026-12-07',
      events: [{ title: 'Linear Algebra', location: 'Aud. 1', type: 'Lecture', date: '2026-12-07', weekday: 1, start: '09:15', end: '11:00', allDay: false }],
    },
    { week: 51, year: 2026, monday: '2026-12-14', events: [] },
  ],
};

const LINK = 'https://cloud.timeedit.net/lu/web/s1/ri6Q7Z.ics';

function serve(handler: (r: SentRequest) => { status: number; body?: unknown } | undefined = () => undefined) {
  return installFakeFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.url === '/api/campuses') return { status: 200, body: CAMPUSES };
    if (request.url === '/api/ics/subscriptions/preview') return { status: 200, body: PREVIEW };
    if (request.url === '/api/ics/subscriptions' && request.method === 'POST') return { status: 201, body: { id: 'feed-1', status: 'active' } };
    return { status: 404, body: {} };
  });
}

function Calendar() {
  const state = useLocation().state as { refreshUntil?: number } | null;
  return <h1>{state?.refreshUntil ? 'Calendar catching up' : 'Calendar home'}</h1>;
}

const render = (language = 'en') =>
  renderWithStore(
    <Routes>
      <Route path="/welcome" element={<OnboardingPage />} />
      <Route path="/" element={<Calendar />} />
      <Route path="/study-groups" element={<h1>Study Groups page</h1>} />
    </Routes>,
    { route: '/welcome', language },
  );

// A whole step-by-step flow through antd in jsdom takes longer than one screen's default 30 s on a loaded machine.
const FLOW_TIMEOUT_MS = 90_000;

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

describe('/welcome onboarding (issue 18)', () => {
  afterEach(() => {
    uninstallFakeFetch();
    localStorage.clear();
  });

  it(
    'goes from the university to the guide of its system',
    async () => {
      serve();
      await render();
      await stepHeading('Which university do you go to?');
      // Grouped by university, campuses listed under it.
      expect(screen.getByText('Campuses: Kilen, Solbjerg Plads')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Choose your university, or "My university isn\'t listed".');
      fireEvent.click(screen.getByRole('radio', { name: /Lund University/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

      // Lund publishes with TimeEdit: its steps are shown first.
      await stepHeading('Find your calendar link');
      expect(screen.getByRole('radio', { name: 'TimeEdit' })).toBeChecked();
      // The chosen system is filled, not only outlined like a hovered one (issue 30).
      expect(screen.getByRole('radio', { name: 'TimeEdit' }).closest('.ant-radio-group')).toHaveClass('ant-radio-group-solid');
      expect(screen.getByText('Lund University uses TimeEdit.')).toBeInTheDocument();
      expect(within(screen.getByRole('list')).getAllByRole('listitem')[2]).toHaveTextContent('Choose Subscribe');
      fireEvent.click(screen.getByRole('radio', { name: 'Canvas' }));
      expect(screen.getByRole('heading', { name: 'How to get the link from Canvas' })).toBeInTheDocument();
      expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('choose Calendar Feed');
      fireEvent.click(screen.getByRole('radio', { name: 'TimeEdit' }));
      fireEvent.click(screen.getByRole('button', { name: 'I have my link' }));
      await stepHeading('Add your timetable');
      // A new step takes the focus to its heading.
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Add your timetable' }));
      expect(readProgress(testUser.id)).toMatchObject({ status: 'started', step: 'feed', university: 'Lund University', system: 'timeedit' });
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'previews the link without storing it, saves it as a feed and ends on the calendar',
    async () => {
      const sent = serve();
      localStorage.setItem(
        onboardingStorageKey(testUser.id),
        JSON.stringify({ status: 'started', step: 'feed', university: 'Lund University', system: 'timeedit' }),
      );
      await render();
      // The link is checked here first, then read by the server without being stored.
      await stepHeading('Add your timetable');
      fireEvent.change(screen.getByLabelText(/Calendar link/), { target: { value: 'my timetable' } });
      fireEvent.click(screen.getByRole('button', { name: /Preview/ }));
      expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
      expect(sent.some((r) => r.url.includes('preview'))).toBe(false);
      fireEvent.change(screen.getByLabelText(/Calendar link/), { target: { value: LINK } });
      fireEvent.click(screen.getByRole('button', { name: /Preview/ }));
      const preview = await screen.findByRole('region', { name: 'Your first weeks' });
      expect(sent.find((r) => r.url === '/api/ics/subscriptions/preview')?.body).toEqual({ url: LINK });
      expect(within(preview).getByText('3 events from this week on · times in Europe/Stockholm')).toBeInTheDocument();
      const week49 = within(preview).getByRole('region', { name: 'Week 49' });
      expect(within(week49).getByText('Mon, Nov 30')).toBeInTheDocument();
      expect(within(week49).getByText('09:15–11:00')).toBeInTheDocument();
      expect(within(week49).getByText('Statistics')).toBeInTheDocument();
      expect(within(preview).getByRole('region', { name: 'Week 51' })).toHaveTextContent('Nothing this week');
      expect(sent.some((r) => r.url === '/api/ics/subscriptions' && r.method === 'POST')).toBe(false);

      // Saved as an ordinary feed subscription, named after the university and its system.
      expect(screen.getByLabelText(/Name in Overlap/)).toHaveValue('Lund University – TimeEdit');
      fireEvent.click(screen.getByRole('button', { name: 'Save to my calendar' }));
      await stepHeading('Study with your classmates');
      expect(sent.find((r) => r.url === '/api/ics/subscriptions' && r.method === 'POST')?.body).toEqual({
        userId: testUser.id,
        name: 'Lund University – TimeEdit',
        url: LINK,
        syncInterval: 30,
      });
      fireEvent.click(screen.getByRole('button', { name: 'Go to my calendar' }));
      // The calendar keeps re-reading the week while the new classes travel to it.
      expect(await screen.findByRole('heading', { name: 'Calendar catching up' })).toBeInTheDocument();
      expect(readProgress(testUser.id)).toMatchObject({ status: 'done', university: 'Lund University', system: 'timeedit' });
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'shows the server’s reason when the link cannot be read, in the student’s language',
    async () => {
      serve((r) =>
        r.url === '/api/ics/subscriptions/preview'
          ? {
              status: 422,
              body: {
                statusCode: 422,
                code: 'feed_error',
                message: 'The calendar server could not be reached. Check the link, or try again in a few minutes.',
                errors: [{ field: 'url', message: 'The calendar server could not be reached. Check the link, or try again in a few minutes.' }],
              },
            }
          : undefined,
      );
      localStorage.setItem(onboardingStorageKey(testUser.id), JSON.stringify({ status: 'skipped', step: 'feed', university: null, system: 'other' }));
      await render('da');
      // Resumed where the student skipped.
      await stepHeading('Tilføj dit skema');
      fireEvent.change(screen.getByLabelText(/Kalenderlink/), { target: { value: LINK } });
      fireEvent.click(screen.getByRole('button', { name: /Forhåndsvis/ }));
      expect(await screen.findByText('Kalenderserveren kunne ikke nås. Tjek linket, eller prøv igen om et par minutter.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Gem i min kalender' })).toBeNull();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'warns about a calendar with nothing ahead and still lets it be saved',
    async () => {
      serve((r) =>
        r.url === '/api/ics/subscriptions/preview' ? { status: 200, body: { timezone: 'Europe/Copenhagen', upcomingCount: 0, weeks: [] } } : undefined,
      );
      localStorage.setItem(onboardingStorageKey(testUser.id), JSON.stringify({ status: 'started', step: 'feed' }));
      await render();
      await stepHeading('Add your timetable');
      fireEvent.change(screen.getByLabelText(/Calendar link/), { target: { value: LINK } });
      fireEvent.click(screen.getByRole('button', { name: /Preview/ }));
      expect(await screen.findByText(/This calendar has no events from this week on/)).toBeInTheDocument();
      expect(screen.getByLabelText(/Name in Overlap/)).toHaveValue('My timetable');
      // Editing the link after the preview asks for a new one before saving.
      fireEvent.change(screen.getByLabelText(/Calendar link/), { target: { value: `${LINK}?v=2` } });
      expect(screen.getByText('You changed the link: preview it again before saving.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save to my calendar' })).toBeNull();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'can be skipped step by step or all at once, remembering where the student was',
    async () => {
      serve();
      await render();
      await stepHeading('Which university do you go to?');
      fireEvent.click(screen.getByRole('button', { name: 'Skip this step' }));
      await stepHeading('Find your calendar link');
      // Without a university the guide starts at the first system.
      expect(screen.getByRole('radio', { name: 'TimeEdit' })).toBeChecked();
      fireEvent.click(screen.getByRole('button', { name: 'Skip this step' }));
      await stepHeading('Add your timetable');
      expect(screen.getByRole('link', { name: 'Import a screenshot instead' })).toHaveAttribute('href', '/ai-schedule');
      fireEvent.click(screen.getByRole('button', { name: 'Skip setup' }));
      expect(await screen.findByRole('heading', { name: 'Calendar home' })).toBeInTheDocument();
      expect(readProgress(testUser.id)).toMatchObject({ status: 'skipped', step: 'feed' });
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'offers "my university isn’t listed" when the campus list cannot be loaded',
    async () => {
      serve((r) => (r.url === '/api/campuses' ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : undefined));
      await render();
      await stepHeading('Which university do you go to?');
      expect(await screen.findByText(/We couldn't load the list of universities/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('radio', { name: /My university isn't listed/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await stepHeading('Find your calendar link');
      expect(screen.queryByText(/ uses /)).toBeNull();
    },
    FLOW_TIMEOUT_MS,
  );

  it('leads to the study groups from the last step', async () => {
    serve();
    localStorage.setItem(onboardingStorageKey(testUser.id), JSON.stringify({ status: 'started', step: 'classmates' }));
    await render();
    await stepHeading('Study with your classmates');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Study Groups' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Study Groups page' })).toBeInTheDocument());
  });
});
