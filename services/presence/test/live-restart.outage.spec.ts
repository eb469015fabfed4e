import { signUpUser } from '@overlap/test-support';
import { appServices, startService, stopService, waitReady } from '../../../scripts/lib/app-services';
import { connect, sharingSeen } from './support/live-flow';
import { groupPresenceSeenBy, groupWith, KILEN, report } from './support/presence-flow';

jest.setTimeout(180_000);

const presence = appServices().find((s) => s.name === 'presence')!;

/**
 * Restarts the presence process under an open stream: runs alone (the "outage" project, in band,
 * after the others). The stream is ended by the server, and a client that reconnects gets
 * `ready`, what changed meanwhile through GET, and live events again.
 */
describe('live stream across a presence restart', () => {
  afterAll(async () => {
    if (!(await fetch(`http://127.0.0.1:${presence.port}/health/ready`).catch(() => undefined))?.ok) {
      startService(presence);
      await waitReady(presence);
    }
  });

  it('ends the stream on shutdown, and a reconnecting client resumes with ready, GET and new events', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    const before = await connect(bob);
    await sharingSeen(ann, bob, before);

    // The process ends its open streams as soon as it is asked to stop, before its HTTP server
    // closes, so clients see a finished stream and reconnect (stopService kills after 10 s).
    const stoppingAt = Date.now();
    const ended = before.ended.then((how) => ({ how, after: Date.now() - stoppingAt }));
    await stopService('presence');
    // Ended by the server (a complete response), not cut off with the process.
    expect((await ended).how).toBe('ended');
    expect((await ended).after).toBeLessThan(3_000);
    startService(presence);
    await waitReady(presence);

    // A change while Bob has no stream: he finds it through GET after his reconnect's `ready`.
    expect((await report(ann, KILEN.id, 'on_campus')).status).toBe(200);
    const after = await connect(bob);
    try {
      const seen = await groupPresenceSeenBy(bob, group.id, (g) => g[ann.id]?.status === 'on_campus');
      expect(seen[ann.id].campus).toEqual(KILEN);
      // And the new process fans out again.
      await sharingSeen(ann, bob, after);
    } finally {
      await after.close();
    }
  });
});
