export const MAIL_CATCHER_URL = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:8025';

export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
  html: string;
}

/** Waits for the newest mail to `to` caught by the local SMTP catcher. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${MAIL_CATCHER_URL}/api/messages?to=${encodeURIComponent(to)}`);
    if (res.ok) {
      const list = (await res.json()) as CaughtMail[];
      if (list.length) return list[0]!;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${MAIL_CATCHER_URL}/api/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as CaughtMail[];
}
