import { fireEvent, screen } from '@testing-library/react';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-with-store';
import { DataExportCard } from './data-export-card';

const ID = '11111111-2222-4333-8444-555555555555';
const view = (over: Record<string, unknown>) => ({
  id: ID,
  status: 'running',
  requestedAt: '2026-11-28T10:00:00.000Z',
  partsAnswered: 2,
  partsTotal: 6,
  missingServices: [],
  completedAt: null,
  expiresAt: null,
  size: null,
  downloadUrl: null,
  ...over,
});

describe('download my data (ADR 048)', () => {
  let sent: SentRequest[];
  let list: unknown[];
  let answer: { status: number; body: unknown };
  beforeEach(() => {
    list = [];
    answer = { status: 201, body: view({}) };
    sent = installFakeFetch((req) => {
      if (req.url === '/api/users/me/data-exports' && req.method === 'GET') return { status: 200, body: list };
      if (req.url === '/api/users/me/data-exports' && req.method === 'POST') {
        if (answer.status === 201) list = [answer.body];
        return answer;
      }
      if (req.url === `/api/users/me/data-exports/${ID}/retry`) {
        list = [view({})];
        return { status: 200, body: list[0] };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
  });
  afterEach(uninstallFakeFetch);

  it('starts an export and shows how many parts are in', async () => {
    await renderWithStore(<DataExportCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText('Preparing your data… 2 of 6 parts ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prepare my data' })).toBeNull();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/users/me/data-exports']);
  });

  it('offers the download of a ready export with its size and last day', async () => {
    list = [
      view({ status: 'ready', partsAnswered: 6, expiresAt: '2026-12-05T10:00:00.000Z', size: 65_260, downloadUrl: `/api/users/me/data-exports/${ID}/archive` }),
    ];
    await renderWithStore(<DataExportCard />);
    expect(await screen.findByRole('button', { name: /Download ZIP \(64 kB\)/ })).toBeInTheDocument();
    expect(screen.getByText(/You can download it until Dec 5, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare a new copy' })).toBeInTheDocument();
  });

  it('names what did not answer and retries a failed export', async () => {
    list = [view({ status: 'failed', missingServices: ['presence'] })];
    await renderWithStore(<DataExportCard />);
    expect(await screen.findByText('Your copy could not be finished: presence did not answer in time.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Preparing your data… 2 of 6 parts ready')).toBeInTheDocument();
    expect(sent.some((r) => r.url === `/api/users/me/data-exports/${ID}/retry` && r.method === 'POST')).toBe(true);
  });

  it('shows the server’s reason when an export is refused', async () => {
    answer = { status: 429, body: { statusCode: 429, message: 'You can ask for 3 exports of your data a day. Try again later.' } };
    await renderWithStore(<DataExportCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText('You can ask for 3 exports of your data a day. Try again later.')).toBeInTheDocument();
  });
});
