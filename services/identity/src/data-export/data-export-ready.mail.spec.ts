import { exportReadyMail } from './data-export-ready.mail';

const contact = { email: 'maja@uni.test', firstName: 'Maja', language: 'da', emailNotifications: true };

describe('export-ready e-mail', () => {
  it('is in the student’s language, names the last day and leads to the signed-in page, never to the archive', () => {
    const mail = exportReadyMail(contact, new Date('2026-12-05T10:00:00Z'), 'https://overlap.example.com');
    expect(mail).toMatchObject({ to: 'maja@uni.test', kind: 'data-export-ready', subject: 'Din dataeksport fra Overlap er klar' });
    expect(mail.text).toContain('Hej Maja');
    expect(mail.text).toContain('indtil 2026-12-05');
    expect(mail.text).toContain('https://overlap.example.com/profile/privacy');
    expect(mail.text).toContain('https://overlap.example.com/profile/settings');
    expect(mail.text + mail.html).not.toMatch(/archive|data-exports/);
  });

  it('falls back to English for a language it does not know, and escapes the name in HTML', () => {
    const mail = exportReadyMail({ ...contact, language: 'xx', firstName: '<b>Ann</b>' }, new Date('2026-12-05T10:00:00Z'), 'https://overlap.example.com');
    expect(mail.subject).toBe('Your Overlap data export is ready');
    expect(mail.html).toContain('&#60;b&#62;Ann');
    expect(mail.html).not.toContain('<b>Ann');
  });
});
