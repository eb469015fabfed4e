import { ApiClient, LiveStreamClient, signUpUser, type LiveEvent } from '@overlap/test-support';
import { connect, presenceOf, sharingSeen } from './support/live-flow';
import { groupPresenceSeenBy, groupWith, KILEN, leave, report } from './support/presence-flow';

jest.setTimeout(90_000);

/** The promise: a change reaches a co-member's open page within 2 seconds. */
const FAN_OUT_DEADLINE_MS = 2_000;

describe('live stream GET /api/live', () => {
  const open: LiveStreamClient[] = [];
  const track = (stream: LiveStreamClient) => (open.push(stream), stream);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  it('needs a session, and answers an uncached, unbuffered event stream that starts with ready', async () => {
    const anonymous = track(await LiveStreamClient.open(new ApiClient()));
    expect(anonymous.status).toBe(401);

    const ann = await signUpUser();
    const stream = track(await LiveStreamClient.open(ann.client));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const ready = await stream.next((e) => e.event === 'ready', 5_000);
    // The stream lives as long as the access token that opened it.
    expect(Date.parse(ready.data.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('ends the stream when its session is signed out, before the access token expires', async () => {
    const ann = await signUpUser();
    const stream = track(await connect(ann));
    expect((await ann.client.post('/api/auth/logout')).status).toBeLessThan(300);
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([stream.ended, new Promise((r) => (timer = setTimeout(() => r('still open'), 10_000)))]);
    clearTimeout(timer);
    expect(outcome).toBe('ended');
  });

  it("brings a co-member's update to the other's stream within 2 s, naming the shared group, as GET then reads it", async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    const bobs = track(await connect(bob));
    await sharingSeen(ann, bob, bobs);

    const from = bobs.events.length;
    const sentAt = Date.now();
    expect((await report(ann, KILEN.id, 'on_campus')).status).toBe(200);
    const arrived = await bobs.next(
      presenceOf(ann.id, (p) => p?.status === 'on_campus'),
      FAN_OUT_DEADLINE_MS - (Date.now() - sentAt),
      from,
    );
    expect(arrived.at - sentAt).toBeLessThanOrEqual(FAN_OUT_DEADLINE_MS);
    expect(arrived.data).toEqual({
      userId: ann.id,
      groupIds: [group.id],
      presence: expect.objectContaining({ userId: ann.id, sharingEnabled: true, status: 'on_campus', campus: KILEN }),
    });
    const seen = await groupPresenceSeenBy(bob, group.id, (g) => g[ann.id]?.status === 'on_campus');
    expect(seen[ann.id].lastUpdate).toBe(arrived.data.presence.lastUpdate);

    // Sharing off reaches the stream as null.
    const offFrom = bobs.events.length;
    expect((await ann.client.post('/api/presence/toggle-sharing', { enabled: false })).status).toBe(200);
    await bobs.next(
      presenceOf(ann.id, (p) => p === null),
      5_000,
      offFrom,
    );
  });

  it("stops sending a group's presence to a student who left it, at once", async () => {
    const [ann, bob, cyd] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob, cyd]);
    const [bobs, cyds] = [track(await connect(bob)), track(await connect(cyd))];
    await sharingSeen(ann, bob, bobs);

    expect((await leave(bob, group.id)).status).toBe(200);
    const bobLeft = (e: LiveEvent) => e.event === 'membership' && e.data.groupId === group.id && e.data.change === 'left' && e.data.userId === bob.id;
    const left = await bobs.next(bobLeft, 20_000);
    await cyds.next(bobLeft, 20_000);

    const from = { bob: bobs.events.indexOf(left) + 1, cyd: cyds.events.length };
    expect((await report(ann, KILEN.id, 'on_campus')).status).toBe(200);
    // Cyd, still a member, receives it: the fan-out ran, and Bob was left out of it.
    await cyds.next(
      presenceOf(ann.id, (p) => p?.status === 'on_campus'),
      5_000,
      from.cyd,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(bobs.events.slice(from.bob).filter((e) => e.event === 'presence')).toEqual([]);
    expect((await bob.client.get(`/api/study-groups/${group.id}/presence`)).status).toBe(403);
  });

  it('lets a client that lost its stream resume: a new stream says ready and GET has what it missed', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    const first = track(await connect(bob));
    await sharingSeen(ann, bob, first);

    // The stream drops (a replica restarted, the network went away) and a change happens meanwhile.
    await first.close();
    expect((await report(ann, KILEN.id, 'on_campus')).status).toBe(200);

    const again = track(await connect(bob));
    expect(again.events[0]?.event).toBe('ready');
    const seen = await groupPresenceSeenBy(bob, group.id, (g) => g[ann.id]?.status === 'on_campus');
    expect(seen[ann.id].campus).toEqual(KILEN);
    // And the new stream is live again.
    const from = again.events.length;
    expect((await report(ann, null, 'off_campus')).status).toBe(200);
    await again.next(
      presenceOf(ann.id, (p) => p?.status === 'off_campus'),
      FAN_OUT_DEADLINE_MS + 3_000,
      from,
    );
  });
});
