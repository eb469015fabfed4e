import { LiveStreamClient, type LiveEvent, type SignedUpUser } from '@overlap/test-support';
import { presenceSeenBy, shareOn } from './presence-flow';

/** A `presence` event about `userId` whose presence satisfies `ok`. */
export const presenceOf =
  (userId: string, ok: (presence: any) => boolean = () => true) =>
  (e: LiveEvent) =>
    e.event === 'presence' && e.data.userId === userId && ok(e.data.presence);

/** Opens `user`'s stream through the gateway (as browser tab `tab`) and waits for its `ready`. */
export async function connect(user: SignedUpUser, tab?: string): Promise<LiveStreamClient> {
  const stream = await LiveStreamClient.open(user.client, tab === undefined ? {} : { tab });
  if (stream.status !== 200) throw new Error(`GET /api/live answered ${stream.status}`);
  await stream.next((e) => e.event === 'ready', 5_000);
  return stream;
}

/**
 * `sharer` turns sharing on until `watcher`'s stream shows it. Once it did, presence knows the two
 * share a group, and the replica's broadcast consumer is reading: it joins its group from the
 * latest offset a few seconds after the process starts, so a change made before that is not on
 * any stream (the client's refetch on `ready` covers it). Each attempt changes keepSharing, so
 * each one is a new state and a new event.
 */
export async function sharingSeen(sharer: SignedUpUser, watcher: SignedUpUser, stream: LiveStreamClient, timeoutMs = 30_000): Promise<void> {
  await presenceSeenBy(watcher, sharer.id);
  const deadline = Date.now() + timeoutMs;
  for (let keepSharing = false; ; keepSharing = !keepSharing) {
    const from = stream.events.length;
    await shareOn(sharer, keepSharing);
    const seen = await stream
      .next(
        presenceOf(sharer.id, (p) => p?.sharingEnabled === true && p.keepSharing === keepSharing),
        2_000,
        from,
      )
      .catch(() => undefined);
    if (seen) return;
    if (Date.now() > deadline) throw new Error(`sharing of ${sharer.id} not seen on the stream within ${timeoutMs} ms`);
  }
}
