import { sessionMail } from './study-session.mail';

describe('the clash e-mail', () => {
  const facts = {
    kind: 'clash' as const,
    groupId: 'g1',
    groupName: 'Makro',
    title: 'Studiesession – Makro',
    start: new Date('2026-12-01T13:00:00Z'),
    end: new Date('2026-12-01T15:00:00Z'),
    utcOffset: 60,
    place: 'Solbjerg Plads, SP 2.13',
    note: '',
    byName: '',
    clash: { title: 'Algebra', start: new Date('2026-12-01T14:00:00Z'), end: new Date('2026-12-01T16:00:00Z') },
  };

  it('names the session and the class on the session’s clock, in the member’s language', () => {
    const mail = sessionMail({ email: 'maja@uni.test', firstName: 'Maja', language: 'da' }, facts, 'https://overlap.test');
    expect(mail).toMatchObject({
      to: 'maja@uni.test',
      kind: 'session-clash',
      language: 'da',
      subject: 'Din undervisning falder sammen med Studiesession – Makro (Makro)',
    });
    expect(mail.text).toContain('Du har undervisning på tidspunktet for en studiesession i »Makro«, som du kommer til.');
    expect(mail.text).toMatch(/Hvornår: .+, 14\.00–16\.00 \(UTC\+01:00\)/);
    expect(mail.text).toMatch(/Din undervisning: Algebra, .+, 15\.00–17\.00 \(UTC\+01:00\)/);
    expect(mail.text).toContain('https://overlap.test/study-groups?group=g1');
  });

  it('has no class line in the other mails', () => {
    const { clash: _clash, ...booked } = facts;
    const mail = sessionMail(
      { email: 'maja@uni.test', firstName: 'Maja', language: 'en' },
      { ...booked, kind: 'booked', byName: 'Ann' },
      'https://overlap.test',
    );
    expect(mail.text).not.toContain('Your class');
  });
});
