import { trialReminderMail } from './trial-reminder.mail';

const now = new Date('2026-03-10T12:00:00Z');
const trialEnd = new Date('2026-03-13T11:00:00Z');
const to = (language: string, firstName = 'Ida') => ({ email: 'ida@uni.test', firstName, language });

describe('the trial reminder mail', () => {
  it('names the days left (rounded up), the end date and the pricing page, in each interface language', () => {
    const subjects = ['en', 'es', 'fr', 'de', 'zh', 'da'].map((l) => trialReminderMail(to(l), trialEnd, now, 'https://overlap.example').subject);
    expect(subjects).toEqual([
      'Your Overlap free trial ends in 3 days',
      'Tu prueba gratuita de Overlap termina en 3 días',
      "Votre essai gratuit d'Overlap se termine dans 3 jours",
      'Deine kostenlose Overlap-Testphase endet in 3 Tagen',
      '您的 Overlap 免费试用将在 3 天后结束',
      'Din gratis prøveperiode på Overlap slutter om 3 dage',
    ]);
    const mail = trialReminderMail(to('en'), trialEnd, now, 'https://overlap.example');
    expect(mail.text).toContain('Hi Ida,');
    expect(mail.text).toContain('March 13, 2026');
    expect(mail.text).toContain('https://overlap.example/pricing');
  });

  it('falls back to English and escapes the name in HTML', () => {
    const mail = trialReminderMail(to('xx', '<b>Bo</b>'), trialEnd, now, 'https://overlap.example');
    expect(mail.subject).toBe('Your Overlap free trial ends in 3 days');
    expect(mail.html).toContain('&#60;b&#62;Bo&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Bo');
  });
});
