import type { ApiClient, ApiResponse, SignedUpUser } from '@overlap/test-support';

/** Polls until `ok` holds (events travel through Kafka); returns the last value. */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!ok(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  return last;
}

export async function createGroup(owner: SignedUpUser, body: Record<string, unknown> = {}): Promise<any> {
  const res = await owner.client.post('/api/study-groups', { name: 'Econometrics crew', createdBy: owner.id, ...body });
  if (res.status !== 201) throw new Error(`create group failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Invites a freshly signed-up user: groups learns about users from identity's events, so the
 * first attempts may be 404 until the projection has caught up.
 */
export function invite(inviter: ApiClient, groupId: string, userId: string, message?: string): Promise<ApiResponse<any>> {
  return eventually(
    () => inviter.post(`/api/study-groups/${groupId}/invite`, { invitedUserId: userId, ...(message === undefined ? {} : { message }) }),
    (res) => !(res.status === 404 && res.body?.message === 'User not found.'),
    `user ${userId} in the groups projection`,
  );
}

export async function pendingInvitationId(user: SignedUpUser, groupId: string): Promise<string> {
  const res = await user.client.get(`/api/invitations/user/${user.id}`);
  const found = res.body.pending.find((i: any) => i.group.id === groupId);
  if (!found) throw new Error(`no pending invitation to ${groupId} for ${user.id}: ${JSON.stringify(res.body)}`);
  return found.id;
}

/** A group of `owner` plus `members`, who were invited and accepted, in that join order. */
export async function groupWith(owner: SignedUpUser, members: SignedUpUser[], body: Record<string, unknown> = {}): Promise<any> {
  const group = await createGroup(owner, body);
  for (const m of members) {
    const sent = await invite(owner.client, group.id, m.id);
    if (sent.status !== 201) throw new Error(`invite failed: ${sent.status} ${JSON.stringify(sent.body)}`);
    const accepted = await m.client.put(`/api/invitations/${sent.body.id}/respond`, { status: 'accepted' });
    if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  }
  return (await owner.client.get(`/api/study-groups/${group.id}`)).body;
}

export const leave = (user: SignedUpUser, groupId: string, userId = user.id) => user.client.request('DELETE', `/api/study-groups/${groupId}/leave`, { userId });
