import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { newMessageId, type CaughtMessage, type MessageStore } from './store';

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);
}

/** Accepts any mail (auth optional, any credentials, no TLS) and stores it. */
export function createSmtpServer(store: MessageStore, log: (line: string) => void): SMTPServer {
  return new SMTPServer({
    name: 'overlap-mail-catcher',
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: 25 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const headerTo = [...addresses(parsed.to), ...addresses(parsed.cc)].map((a) => a.toLowerCase());
          const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const msg: CaughtMessage = {
            id: newMessageId(),
            from: parsed.from?.text || mailFrom,
            to: [...new Set(envelopeTo.length ? envelopeTo : headerTo)],
            subject: parsed.subject ?? '',
            date: new Date().toISOString(),
            text: parsed.text ?? null,
            html: typeof parsed.html === 'string' ? parsed.html : null,
            messageId: parsed.messageId ?? null,
          };
          await store.add(msg);
          log(`caught ${msg.id} from=${msg.from} to=${msg.to.join(',')} subject=${JSON.stringify(msg.subject)}`);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
}
