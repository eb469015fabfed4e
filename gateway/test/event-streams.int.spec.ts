import { LiveStreamClient, signUpUser } from '@overlap/test-support';

jest.setTimeout(120_000);

/** More open tabs than the gateway's pooled connections to a service (256). */
const STREAMS = 300;
/** Presence keeps at most 10 streams of one user (ADR 021), so the tabs belong to 30 students. */
const TABS_PER_STUDENT = 10;

describe('event streams through the gateway', () => {
  const open: LiveStreamClient[] = [];
  afterAll(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  it('holds 300 open live streams without queueing other requests to presence behind them', async () => {
    const students = await Promise.all(Array.from({ length: STREAMS / TABS_PER_STUDENT }, () => signUpUser()));
    const ann = students[0]!;
    const tabs = students.flatMap((student) => Array.from({ length: TABS_PER_STUDENT }, () => student.client));
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = await Promise.all(tabs.slice(i, i + 50).map((client) => LiveStreamClient.open(client)));
      open.push(...batch);
      expect(batch.map((s) => s.status)).toEqual(batch.map(() => 200));
    }
    await Promise.all(open.map((s) => s.next((e) => e.event === 'ready', 30_000)));
    // All of them still open: none was closed for a newer tab of its student.
    expect(open.filter((s) => s.events.some((e) => e.event === 'closed'))).toEqual([]);
    // On one capped pool the read waited for a stream to end (tens of seconds): it is answered now.
    const read = ann.client.get(`/api/presence/${ann.id}`);
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([read.then((r) => r.status), new Promise((r) => (timer = setTimeout(() => r('queued'), 10_000)))]);
    clearTimeout(timer);
    expect(outcome).toBe(200);
  });
});
