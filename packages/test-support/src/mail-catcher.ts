/** The local stack's Mailpit (ADR 035): its HTTP API, beside the SMTP port the services send to. */
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

interface MailpitAddress {
  Name: string;
  Address: string;
}

/** A message summary of Mailpit's `GET /api/v1/search`. */
interface MailpitSummary {
  ID: string;
  To: MailpitAddress[] | null;
  Cc: MailpitAddress[] | null;
  Bcc: MailpitAddress[] | null;
}

/** A message of Mailpit's `GET /api/v1/message/{ID}`. */
interface MailpitMessage extends MailpitSummary {
  From: MailpitAddress | null;
  Subject: string;
  Date: string;
  Text: string;
  HTML: string;
}

const address = (a: MailpitAddress) => (a.Name ? `${a.Name} <${a.Address}>` : a.Address);
const recipients = (m: MailpitSummary) => [...(m.To ?? []), ...(m.Cc ?? []), ...(m.Bcc ?? [])].map((a) => a.Address.toLowerCase());

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${MAIL_CATCHER_URL}/api/v1/${path}`);
  if (!res.ok) throw new Error(`Mailpit answered ${res.status} to ${path}`);
  return (await res.json()) as T;
}

/** Every caught mail to `to`, newest first. Mailpit's `to:` search matches parts of addresses: the exact address is checked here. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const wanted = to.toLowerCase();
  const { messages } = await api<{ messages: MailpitSummary[] }>(`search?limit=200&query=${encodeURIComponent(`to:"${to}"`)}`);
  const ids = messages.filter((m) => recipients(m).includes(wanted)).map((m) => m.ID);
  return Promise.all(
    ids.map(async (id) => {
      const m = await api<MailpitMessage>(`message/${encodeURIComponent(id)}`);
      return { id: m.ID, from: m.From ? address(m.From) : '', to: recipients(m), subject: m.Subject, date: m.Date, text: m.Text, html: m.HTML };
    }),
  );
}

/** Waits for the newest mail to `to` caught by the local stack's Mailpit. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [newest] = await mailsTo(to).catch(() => []);
    if (newest) return newest;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}
