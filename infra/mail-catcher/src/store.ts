import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';

/** A caught mail as served by GET /api/messages. */
export interface CaughtMessage {
  id: string;
  from: string;
  /** Envelope recipients (RCPT TO), lower-cased: includes Cc and Bcc. */
  to: string[];
  subject: string;
  /** When the catcher received the mail (ISO 8601). */
  date: string;
  text: string | null;
  html: string | null;
  messageId: string | null;
}

export interface MessageFilter {
  /** Only messages delivered to this address (case-insensitive). */
  to?: string | undefined;
}

/** Newest first; ties broken by id (ids are time-ordered too). */
export function sortNewestFirst(messages: CaughtMessage[]): CaughtMessage[] {
  return [...messages].sort((a, b) => (a.date === b.date ? b.id.localeCompare(a.id) : b.date.localeCompare(a.date)));
}

export function filterMessages(messages: CaughtMessage[], filter: MessageFilter): CaughtMessage[] {
  const to = filter.to?.trim().toLowerCase();
  const selected = to ? messages.filter((m) => m.to.some((addr) => addr.toLowerCase() === to)) : messages;
  return sortNewestFirst(selected);
}

let lastStamp = '';
let counter = 0;
/** Time-ordered, unique, file-name-safe id. */
export function newMessageId(now = Date.now()): string {
  const stamp = now.toString(36).padStart(9, '0');
  counter = stamp === lastStamp ? counter + 1 : 0;
  lastStamp = stamp;
  return `${stamp}-${counter.toString(36).padStart(3, '0')}-${randomBytes(3).toString('hex')}`;
}

const ID_PATTERN = /^[0-9a-z-]+$/;

/** Messages kept in memory and persisted one JSON file each, so a restart keeps them. */
export class MessageStore {
  private readonly messages = new Map<string, CaughtMessage>();

  constructor(private readonly dir: string) {}

  async load(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    for (const name of await fs.readdir(this.dir)) {
      if (!name.endsWith('.json')) continue;
      try {
        const msg = JSON.parse(await fs.readFile(path.join(this.dir, name), 'utf8')) as CaughtMessage;
        if (msg && typeof msg.id === 'string') this.messages.set(msg.id, msg);
      } catch {
        // a half-written or foreign file: skip it
      }
    }
  }

  async add(msg: CaughtMessage): Promise<void> {
    const file = this.file(msg.id);
    await fs.writeFile(`${file}.tmp`, JSON.stringify(msg, null, 2));
    await fs.rename(`${file}.tmp`, file);
    this.messages.set(msg.id, msg);
  }

  list(filter: MessageFilter = {}): CaughtMessage[] {
    return filterMessages([...this.messages.values()], filter);
  }

  get(id: string): CaughtMessage | undefined {
    return this.messages.get(id);
  }

  async remove(id: string): Promise<boolean> {
    if (!this.messages.delete(id)) return false;
    await fs.rm(this.file(id), { force: true });
    return true;
  }

  async clear(): Promise<number> {
    const ids = [...this.messages.keys()];
    this.messages.clear();
    await Promise.all(ids.map((id) => fs.rm(this.file(id), { force: true })));
    return ids.length;
  }

  private file(id: string): string {
    if (!ID_PATTERN.test(id)) throw new Error(`bad message id: ${id}`);
    return path.join(this.dir, `${id}.json`);
  }
}
