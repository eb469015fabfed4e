import { mailsTo, signUpUser, waitForMail, type SignedUpUser } from '@overlap/test-support';
import { createGroup, eventually } from './support/groups-flow';

jest.setTimeout(40_000);

const APP = process.env.APP_BASE_URL ?? 'http://localhost:8080';

const settings = async (user: SignedUpUser, body: Record<string, unknown>) => {
  const res = await user.client.put('/api/users/settings', body);
  if (res.status !== 200) throw new Error(`settings failed: ${res.status} ${JSON.stringify(res.body)}`);
};

/** Waits until groups knows the inviter's name (identity's events travel through Kafka). */
const inviterKnown = (inviter: SignedUpUser, groupId: string, name: string) =>
  eventually(
    () => inviter.client.get(`/api/study-groups/${groupId}`),
    (res) => res.body.members?.[0]?.user.displayName === name,
    "the inviter's name",
  );

/** One call for the whole selection, retried until groups' projection knows every invitee. */
const inviteAll = (inviter: SignedUpUser, groupId: string, userIds: string[], message?: string) =>
  eventually(
    () => inviter.client.post(`/api/study-groups/${groupId}/invitations`, { invitedUserIds: userIds, ...(message ? { message } : {}) }),
    (res) => res.status !== 404,
    'the invitees in the groups projection',
  );

describe('invitation e-mails', () => {
  it('writes to an invitee with e-mail notifications on, in their language, with a link to the invitation; not to one with them off', async () => {
    const [ann, off, dane] = await Promise.all([
      signUpUser({ firstName: 'Ann', lastName: 'Lee' }),
      signUpUser({ firstName: 'Olli' }),
      signUpUser({ firstName: 'Dorthe' }),
    ]);
    await Promise.all([settings(off, { emailNotifications: false }), settings(dane, { language: 'da' })]);
    const group = await createGroup(ann, { name: 'Mikroøkonomi', courseCode: 'ECON201' });
    await inviterKnown(ann, group.id, 'Ann Lee');

    // The mailer writes to invitees in the order given: once Dorthe's mail is here, Olli's was decided.
    const sent = await inviteAll(ann, group.id, [off.id, dane.id], 'Tirsdage kl. 10');
    expect(sent.status).toBe(201);
    const toDane = sent.body.invitations.find((i: any) => i.invitedUserId === dane.id);

    const mail = await waitForMail(dane.email);
    expect(mail.subject).toBe('Ann Lee har inviteret dig til studiegruppen Mikroøkonomi');
    expect(mail.text).toContain('Hej Dorthe');
    expect(mail.text).toContain('Ann Lee har inviteret dig til at blive medlem af studiegruppen »Mikroøkonomi (ECON201)« på Overlap.');
    expect(mail.text).toContain('“Tirsdage kl. 10”');
    const link = `${APP}/study-groups?invitation=${toDane.id}`;
    expect(mail.text).toContain(`Åbn invitationen: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    // The default policy: nothing about premium.
    expect(mail.text).not.toMatch(/premium/i);
    expect(await mailsTo(off.email)).toEqual([]);
  });

  it('writes in English by default, escapes what people typed in the HTML part, and the bell still lists the invitation', async () => {
    const [ann, bob] = await Promise.all([signUpUser({ firstName: 'Ann', lastName: '<b>Lee</b>' }), signUpUser({ firstName: 'Bob' })]);
    const group = await createGroup(ann, { name: 'Stats & <Probability>' });
    await inviterKnown(ann, group.id, 'Ann <b>Lee</b>');
    const sent = await inviteAll(ann, group.id, [bob.id]);
    const mail = await waitForMail(bob.email);
    expect(mail.subject).toBe('Ann <b>Lee</b> invited you to the study group Stats & <Probability>');
    expect(mail.text).toContain('Hi Bob,');
    expect(mail.text).toContain(`Open the invitation: ${APP}/study-groups?invitation=${sent.body.invitations[0].id}`);
    expect(mail.html).toContain('Stats &#38; &#60;Probability&#62;');
    expect(mail.html).not.toContain('<b>Lee</b>');
    const bell = (await bob.client.get(`/api/invitations/user/${bob.id}`)).body;
    expect(bell.pending.map((i: any) => i.id)).toEqual([sent.body.invitations[0].id]);
  });
});
