import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readInternalOccurrences } from './internal-occurrences.client';
import { INTERNAL_OCCURRENCES_MAX_USERS } from './internal-occurrences';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('internal occurrences client', () => {
  let server: Server;
  let baseUrl: string;
  const calls: { userIds: string[]; token: string | undefined }[] = [];
  let answer: (userIds: string[]) => { status: number; body: string } = (userIds) => ({
    status: 200,
    body: JSON.stringify({ users: Object.fromEntries(userIds.map((id) => [id, { entries: [] }])) }),
  });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const userIds = new URL(req.url!, 'http://x').searchParams.get('userIds')!.split(',');
      calls.push({ userIds, token: req.headers['x-internal-token'] as string | undefined });
      const { status, body } = answer(userIds);
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((r) => server.close(r)));

  const request = (userIds: string[]) => ({ userIds, from: '2027-01-20', to: '2027-01-22', timeZone: 'Europe/Copenhagen' });

  it('asks for larger groups in several calls with the credential and answers every user', async () => {
    calls.length = 0;
    const users = ids(INTERNAL_OCCURRENCES_MAX_USERS + 3);
    const result = await readInternalOccurrences({ baseUrl, headers: { 'x-internal-token': 't' }, timeoutMs: 2000 }, request(users));
    expect(calls.map((c) => c.userIds.length).sort((a, b) => a - b)).toEqual([3, INTERNAL_OCCURRENCES_MAX_USERS]);
    expect(calls.every((c) => c.token === 't')).toBe(true);
    expect(result.ok && [...result.users.keys()].sort()).toEqual(users.sort());
  });

  it('reports an error status or a body that is no answer as a bad answer', async () => {
    answer = () => ({ status: 500, body: '{}' });
    await expect(readInternalOccurrences({ baseUrl, headers: {}, timeoutMs: 2000 }, request(ids(1)))).resolves.toEqual({
      ok: false,
      reason: 'bad_answer',
      status: 500,
    });
    answer = () => ({ status: 200, body: 'not json' });
    await expect(readInternalOccurrences({ baseUrl, headers: {}, timeoutMs: 2000 }, request(ids(1)))).resolves.toMatchObject({
      ok: false,
      reason: 'bad_answer',
    });
  });

  it('reports a service that does not answer as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    await expect(readInternalOccurrences({ baseUrl: `http://127.0.0.1:${port}`, headers: {}, timeoutMs: 2000 }, request(ids(1)))).resolves.toMatchObject({
      ok: false,
      reason: 'unreachable',
    });
  });
});
