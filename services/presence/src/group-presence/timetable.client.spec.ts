import { createServer } from 'node:net';
import pino from 'pino';

const GROUP = '00000000-0000-4000-8000-0000000000aa';
const VIEWER = '00000000-0000-4000-8000-000000000002';

/** A local port nobody listens on: the schedules service is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

describe('timetable client', () => {
  it('answers no timetables (rather than failing) while schedules is down', async () => {
    process.env.SCHEDULES_INTERNAL_URL = `http://127.0.0.1:${await closedPort()}`;
    const { TimetableClient } = await import('./timetable.client.js');
    const client = new TimetableClient(pino({ level: 'silent' }));
    await expect(
      client.entries(['00000000-0000-4000-8000-000000000001'], '2027-01-20', 'Europe/Copenhagen', { groupId: GROUP, viewerId: VIEWER }),
    ).resolves.toBeUndefined();
    await expect(client.entries([], '2027-01-20', 'Europe/Copenhagen', { groupId: GROUP, viewerId: VIEWER })).resolves.toEqual(new Map());
  });
});
