import { LiveStreamClient, signUpUser, type LiveEvent, type SignedUpUser } from '@overlap/test-support';
import { createGroup, invite, pendingInvitationId } from '../../groups/test/support/groups-flow';
import { IngestionEvents } from '../../schedules/test/ingestion-events';
import { connect } from './support/live-flow';
import { groupPresenceSeenBy, groupWith } from './support/presence-flow';

jest.setTimeout(90_000);

/** The promise: the bell, the invitations panel, the group list and the calendar update within 2 seconds. */
const DEADLINE_MS = 2_000;
/** How long to wait before saying an event did not come. */
const QUIET_MS = 1_000;

const invitationOf = (groupId: string, change: string) => (e: LiveEvent) => e.event === 'invitation' && e.data.groupId === groupId && e.data.change === change;
const scheduleOf = (userId: string) => (e: LiveEvent) => e.event === 'schedule' && e.data.userId === userId;

/** Presence knows the user is in the group (its memberships projection caught up with groups' events). */
const memberKnown = (user: SignedUpUser, groupId: string) => groupPresenceSeenBy(user, groupId, () => true);

/** Runs `act` and waits for `match` on each stream; every arrival must be within the deadline. */
async function arrivesWithin(act: () => Promise<unknown>, match: (e: LiveEvent) => boolean, streams: LiveStreamClient[]): Promise<LiveEvent[]> {
  const from = streams.map((s) => s.events.length);
  const startedAt = Date.now();
  await act();
  const arrived = await Promise.all(streams.map((s, i) => s.next(match, DEADLINE_MS + 3_000, from[i])));
  for (const event of arrived) expect(event.at - startedAt).toBeLessThanOrEqual(DEADLINE_MS);
  return arrived;
}

/** Nothing matching reached the stream since `from` (checked after the others got theirs, and a pause). */
async function nothingOn(stream: LiveStreamClient, from: number, match: (e: LiveEvent) => boolean): Promise<void> {
  await new Promise((r) => setTimeout(r, QUIET_MS));
  expect(stream.events.slice(from).filter(match)).toEqual([]);
}

describe('live stream: invitations, memberships and schedule changes', () => {
  const open: LiveStreamClient[] = [];
  const track = (stream: LiveStreamClient) => (open.push(stream), stream);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  it('tells the invitee and the members of a sent, declined and withdrawn invitation within 2 s, and nobody else', async () => {
    const [ann, bob, cyd, dan] = await Promise.all([signUpUser(), signUpUser(), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    await memberKnown(bob, group.id);
    const [anns, bobs, cyds, dans] = [track(await connect(ann)), track(await connect(bob)), track(await connect(cyd)), track(await connect(dan))];
    const danFrom = dans.events.length;

    const [toCyd] = await arrivesWithin(() => invite(ann.client, group.id, cyd.id), invitationOf(group.id, 'sent'), [cyds, anns, bobs]);
    expect(toCyd!.data).toEqual({ invitationId: expect.any(String), groupId: group.id, invitedUserId: cyd.id, change: 'sent' });

    const invitationId = await pendingInvitationId(cyd, group.id);
    await arrivesWithin(() => cyd.client.put(`/api/invitations/${invitationId}/respond`, { status: 'declined' }), invitationOf(group.id, 'declined'), [
      cyds,
      anns,
    ]);

    // Deleting the group withdraws a pending invitation: the invitee's bell empties.
    expect((await invite(ann.client, group.id, cyd.id)).status).toBe(201);
    await cyds.next(invitationOf(group.id, 'sent'), DEADLINE_MS + 3_000);
    await arrivesWithin(() => ann.client.request('DELETE', `/api/study-groups/${group.id}`), invitationOf(group.id, 'withdrawn'), [cyds]);
    await bobs.next((e) => e.event === 'membership' && e.data.groupId === group.id && e.data.change === 'deleted', DEADLINE_MS + 3_000);
    expect((await cyd.client.get(`/api/invitations/user/${cyd.id}`)).body.pending).toEqual([]);

    await nothingOn(dans, danFrom, (e) => e.event !== 'ready');
  });

  it('tells the invitee and the members when an invitation is accepted, with the membership change', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    const [anns, bobs] = [track(await connect(ann)), track(await connect(bob))];
    expect((await invite(ann.client, group.id, bob.id)).status).toBe(201);
    await bobs.next(invitationOf(group.id, 'sent'), DEADLINE_MS + 3_000);
    await memberKnown(ann, group.id);

    const invitationId = await pendingInvitationId(bob, group.id);
    const accept = () => bob.client.put(`/api/invitations/${invitationId}/respond`, { status: 'accepted' });
    await arrivesWithin(accept, invitationOf(group.id, 'accepted'), [bobs, anns]);
    const joined = (e: LiveEvent) => e.event === 'membership' && e.data.groupId === group.id && e.data.change === 'joined' && e.data.userId === bob.id;
    await Promise.all([bobs.next(joined, DEADLINE_MS), anns.next(joined, DEADLINE_MS)]);
  });

  it('tells a student’s other tabs and co-members that the schedule changed after a sync or a cleared week, and only when it did', async () => {
    const [ann, bob, dan] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
    const group = await groupWith(ann, [bob]);
    await memberKnown(bob, group.id);
    const [annsOtherTab, bobs, dans] = [track(await connect(ann)), track(await connect(bob)), track(await connect(dan))];
    const danFrom = dans.events.length;
    const ingestion = new IngestionEvents();
    await ingestion.start();
    try {
      const lecture = { id: 'micro@1', title: 'Microeconomics', start: '2026-03-02T09:15:00Z', end: '2026-03-02T11:00:00Z' };
      // A feed sync that brought a class (ingestion publishes, schedules stores, then tells).
      const [own, coMember] = await arrivesWithin(() => ingestion.replace(ann.id, 'feed-a', 1, [lecture]), scheduleOf(ann.id), [annsOtherTab, bobs]);
      expect(own!.data.userId).toBe(ann.id);
      expect(coMember!.data).toEqual({ userId: ann.id, groupIds: [group.id] });

      // The same occurrences again change nothing and tell nobody; a cleared week does.
      const quietFrom = bobs.events.length;
      await ingestion.replace(ann.id, 'feed-a', 2, [lecture]);
      await nothingOn(bobs, quietFrom, scheduleOf(ann.id));
      await arrivesWithin(() => ann.client.delete('/api/events/clean?week=10&year=2026'), scheduleOf(ann.id), [annsOtherTab, bobs]);
      await arrivesWithin(() => ann.client.post('/api/events/restore?week=10&year=2026'), scheduleOf(ann.id), [annsOtherTab, bobs]);
    } finally {
      await ingestion.stop();
    }
    await nothingOn(dans, danFrom, (e) => e.event !== 'ready');
  });

  it('after a reconnect the new stream says ready and the GETs have what was missed meanwhile', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const group = await createGroup(ann);
    const first = await connect(bob);
    await first.close();
    expect((await invite(ann.client, group.id, bob.id)).status).toBe(201);
    const again = track(await connect(bob));
    expect(again.events[0]).toMatchObject({ event: 'ready', data: { userId: bob.id } });
    expect((await bob.client.get(`/api/invitations/user/${bob.id}`)).body.pending).toEqual([
      expect.objectContaining({ group: expect.objectContaining({ id: group.id }) }),
    ]);
    // And it is live again: the next change arrives on it.
    await arrivesWithin(
      async () => bob.client.put(`/api/invitations/${await pendingInvitationId(bob, group.id)}/respond`, { status: 'declined' }),
      invitationOf(group.id, 'declined'),
      [again],
    );
  });

  it('keeps at most 10 streams of a user through the gateway: an 11th tab closes the oldest, which is told why', async () => {
    const [ann, bob] = await Promise.all([signUpUser(), signUpUser()]);
    const bobs = track(await connect(bob, 'bob-tab'));
    const tabs: LiveStreamClient[] = [];
    for (let i = 0; i < 10; i++) tabs.push(track(await connect(ann, `tab-${i}`)));
    const newest = track(await connect(ann, 'tab-10'));
    expect(await tabs[0]!.ended).toBe('ended');
    expect(tabs[0]!.events.at(-1)).toMatchObject({ event: 'closed', data: { reason: 'too-many-streams' } });
    // The others, the newest and another user's stream stay open: a change reaches all ten of Ann's.
    const group = await createGroup(ann);
    await memberKnown(ann, group.id);
    await arrivesWithin(() => invite(ann.client, group.id, bob.id), invitationOf(group.id, 'sent'), [...tabs.slice(1), newest, bobs]);
    expect(tabs.slice(1).some((t) => t.events.some((e) => e.event === 'closed'))).toBe(false);
  });

  it('lets a tab at the cap renew its stream with a fresh session, closing no other tab', async () => {
    const ann = await signUpUser();
    const tabs: LiveStreamClient[] = [];
    for (let i = 0; i < 10; i++) tabs.push(track(await connect(ann, `tab-${i}`)));
    const before = tabs[3]!.events[0]!.data.expiresAt as string;
    // A second later, so the renewed access token's expiry (whole seconds) is later.
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await ann.client.post('/api/auth/refresh')).status).toBe(200);
    const renewal = track(await connect(ann, 'tab-3'));
    expect(Date.parse(renewal.events[0]!.data.expiresAt)).toBeGreaterThan(Date.parse(before));
    await new Promise((r) => setTimeout(r, QUIET_MS));
    expect(tabs.filter((t) => t.events.some((e) => e.event === 'closed'))).toEqual([]);
    // The client closes the old one once the new one is ready; the tab still counts once.
    await tabs[3]!.close();
    const eleventh = track(await connect(ann, 'tab-10'));
    expect(await tabs[0]!.ended).toBe('ended');
    expect(eleventh.status).toBe(200);
  });

  it('refuses a malformed tab id with 400', async () => {
    const ann = await signUpUser();
    const stream = track(await LiveStreamClient.open(ann.client, { tab: 'not a tab id' }));
    expect(stream.status).toBe(400);
  });
});
