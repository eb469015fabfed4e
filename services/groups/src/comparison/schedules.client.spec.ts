import { createServer } from 'node:net';
import pino from 'pino';

/** A local port nobody listens on: the schedules service is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

describe('schedules client', () => {
  it('answers 503 with the product’s text when the schedules service is unreachable', async () => {
    process.env.SCHEDULES_INTERNAL_URL = `http://127.0.0.1:${await closedPort()}`;
    const { SchedulesClient } = await import('./schedules.client.js');
    const client = new SchedulesClient(pino({ level: 'silent' }));
    await expect(
      client.entries(['00000000-0000-4000-8000-000000000001'], { from: '2027-01-18', to: '2027-01-25', timeZone: 'Europe/Stockholm' }),
    ).rejects.toMatchObject({
      status: 503,
      message: 'Unable to load schedules for this study group.',
    });
  });
});
