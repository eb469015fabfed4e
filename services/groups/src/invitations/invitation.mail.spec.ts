import { invitationLink, invitationMail, type InvitationMailFacts } from './invitation.mail';

const APP = 'https://overlap.example';
const facts: InvitationMailFacts = {
  invitationId: '0b0e8f3a-7d1c-4a55-9e0e-2f4f0d6a1c11',
  inviterId: 'c1d2e3f4-0000-4000-8000-000000000001',
  groupName: 'Micro',
  courseCode: 'ECON201',
  inviterName: 'Ann Lee',
  message: null,
  acceptRequiresPremium: false,
};
const to = (language: string) => ({ email: 'bob@example.com', firstName: 'Bob', language });

describe('the invitation e-mail', () => {
  it('links to the invitation on Study Groups', () => {
    expect(invitationLink(APP, facts.invitationId)).toBe(`${APP}/study-groups?invitation=${facts.invitationId}`);
  });

  it.each([
    ['en', 'Ann Lee invited you to the study group Micro', 'Open the invitation'],
    ['es', 'Ann Lee te ha invitado al grupo de estudio Micro', 'Abrir la invitación'],
    ['fr', "Ann Lee vous a invité au groupe d'étude Micro", "Ouvrir l'invitation"],
    ['de', 'Ann Lee hat dich in die Lerngruppe Micro eingeladen', 'Einladung öffnen'],
    ['zh', 'Ann Lee 邀请您加入学习小组 Micro', '打开邀请'],
    ['da', 'Ann Lee har inviteret dig til studiegruppen Micro', 'Åbn invitationen'],
  ])('is written in the invitee’s language (%s)', (language, subject, open) => {
    const mail = invitationMail(to(language), facts, APP);
    expect(mail.to).toBe('bob@example.com');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${open}: ${invitationLink(APP, facts.invitationId)}`);
    expect(mail.text).toContain('Micro (ECON201)');
    expect(mail.text).toContain(`${APP}/profile/settings`);
  });

  it('falls back to English for an unknown language and names a classmate when the inviter is not known yet', () => {
    const mail = invitationMail(to('xx'), { ...facts, inviterName: '', courseCode: null }, APP);
    expect(mail.subject).toBe('A classmate invited you to the study group Micro');
    expect(mail.text).toContain('"Micro" on Overlap.');
  });

  it('says that accepting needs premium only when the operator setting is on', () => {
    expect(invitationMail(to('en'), facts, APP).text).not.toMatch(/premium/i);
    expect(invitationMail(to('en'), { ...facts, acceptRequiresPremium: true }, APP).text).toContain(
      'Accepting an invitation needs premium; the 7-day free trial counts.',
    );
  });

  it('quotes the message and escapes what people typed in the HTML part', () => {
    const mail = invitationMail(to('en'), { ...facts, groupName: '<script>x</script>', message: 'Tuesdays & <b>Thursdays</b>' }, APP);
    expect(mail.text).toContain('“Tuesdays & <b>Thursdays</b>”');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Tuesdays &#38; &#60;b&#62;Thursdays&#60;/b&#62;');
  });
});
