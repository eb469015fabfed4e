import type { OutgoingMail } from '@overlap/platform';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetMail(to: string, name: string, link: string, minutes: number): OutgoingMail {
  return {
    to,
    kind: 'password-reset',
    subject: 'Reset your Overlap password',
    // Written in English only, for now.
    language: 'en',
    text: `Hi ${name},\n\nSomeone asked to reset the password of your Overlap account. Open this link to choose a new one:\n\n${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this e-mail: your password stays the same.\n\n— Overlap`,
    html: `<p>Hi ${escape(name)},</p><p>Someone asked to reset the password of your Overlap account. Choose a new one here:</p><p><a href="${escape(link)}">Set a new password</a></p><p>The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this e-mail: your password stays the same.</p><p>— Overlap</p>`,
  };
}
