import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-with-store';
import { CalendarExportCard } from './calendar-export-card';

const URL_MADE = 'http://localhost:8080/api/ics/export/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';

describe('calendar export card (ADR 032)', () => {
  let sent: SentRequest[];
  let state: Record<string, unknown>;
  beforeEach(() => {
    state = { active: false, weeksBack: 4, weeksAhead: 26 };
    sent = installFakeFetch((req) => {
      if (req.url === '/api/ics/export' && req.method === 'GET') return { status: 200, body: state };
      if (req.url === '/api/ics/export' && req.method === 'POST') {
        state = { ...state, active: true, createdAt: '2026-11-25T09:00:00.000Z', lastReadAt: null };
        return { status: 201, body: { url: URL_MADE, webcalUrl: URL_MADE.replace('http:', 'webcal:'), createdAt: '2026-11-25T09:00:00.000Z' } };
      }
      if (req.url === '/api/ics/export' && req.method === 'DELETE') {
        state = { active: false, weeksBack: 4, weeksAhead: 26 };
        return { status: 200, body: { revoked: true } };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
  });
  afterEach(uninstallFakeFetch);

  it('makes a link, shows it once with the steps, and turns it off after a confirmation', async () => {
    await renderWithStore(<CalendarExportCard />);
    const card = await screen.findByRole('region', { name: 'Your calendar in other apps' });
    expect(await within(card).findByText('You have no private calendar link yet.')).toBeInTheDocument();
    expect(within(card).getByText(/covers 4 weeks back and 26 weeks ahead/)).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Create private link' }));
    const link = await within(card).findByLabelText('Your private calendar link');
    expect(link).toHaveValue(URL_MADE);
    expect(within(card).getByText(/it is shown only this once/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'open it in Apple Calendar' })).toHaveAttribute('href', URL_MADE.replace('http:', 'webcal:'));
    expect(within(card).getByText(/^Google Calendar \(on a computer\)/)).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Turn off link' }));
    expect(await screen.findByText('Turn off your calendar link?')).toBeInTheDocument();
    const confirm = document.querySelector<HTMLElement>('.ant-popconfirm')!;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Turn off link' }));
    expect(await within(card).findByText('You have no private calendar link yet.')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Your private calendar link')).toBeNull();
    expect(sent.filter((r) => r.url === '/api/ics/export').map((r) => r.method)).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('says when a link is active and when a calendar app last read it', async () => {
    state = { active: true, createdAt: '2026-11-20T09:00:00.000Z', lastReadAt: '2026-11-25T08:00:00.000Z', weeksBack: 4, weeksAhead: 26 };
    await renderWithStore(<CalendarExportCard />);
    const card = await screen.findByRole('region', { name: 'Your calendar in other apps' });
    expect(await within(card).findByText(/A private link is active, made Nov 20, 2026.*A calendar app last fetched it Nov 25, 2026/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Make a new link' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Create private link' })).toBeNull();
  });
});
