import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { escapeHtml } from './html';
import { createHttpHandler } from './http';
import { filterMessages, MessageStore, newMessageId, type CaughtMessage } from './store';

function message(id: string, to: string[], date: string, extra: Partial<CaughtMessage> = {}): CaughtMessage {
  return { id, from: 'noreply@overlap.test', to, subject: `subject ${id}`, date, text: `body ${id}`, html: null, messageId: null, ...extra };
}

describe('filterMessages', () => {
  const messages = [
    message('a', ['ann@uni.test'], '2026-01-01T10:00:00.000Z'),
    message('b', ['bob@uni.test', 'Ann@Uni.test'], '2026-01-01T12:00:00.000Z'),
    message('c', ['bob@uni.test'], '2026-01-01T11:00:00.000Z'),
  ];

  it('lists newest first', () => {
    expect(filterMessages(messages, {}).map((m) => m.id)).toEqual(['b', 'c', 'a']);
  });

  it('filters by recipient, case-insensitively and exactly', () => {
    expect(filterMessages(messages, { to: 'ANN@uni.test' }).map((m) => m.id)).toEqual(['b', 'a']);
    expect(filterMessages(messages, { to: 'nn@uni.test' })).toEqual([]);
  });

  it('makes time-ordered unique ids', () => {
    const ids = [newMessageId(1000), newMessageId(1000), newMessageId(2000)];
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('HTTP API', () => {
  let dir: string;
  let store: MessageStore;
  let server: http.Server;
  let base: string;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mail-catcher-'));
    store = new MessageStore(dir);
    await store.load();
    await store.add(message('0001', ['ann@uni.test'], '2026-01-01T10:00:00.000Z'));
    await store.add(message('0002', ['bob@uni.test'], '2026-01-01T11:00:00.000Z', { subject: '<script>alert(1)</script>' }));
    server = http.createServer(createHttpHandler(store));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('GET /api/messages lists newest first, ?to= filters', async () => {
    const all = (await (await fetch(`${base}/api/messages`)).json()) as CaughtMessage[];
    expect(all.map((m) => m.id)).toEqual(['0002', '0001']);
    const ann = (await (await fetch(`${base}/api/messages?to=ann%40uni.test`)).json()) as CaughtMessage[];
    expect(ann.map((m) => m.id)).toEqual(['0001']);
  });

  it('GET /api/messages/:id returns one message or 404', async () => {
    const one = await fetch(`${base}/api/messages/0001`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as CaughtMessage).to).toEqual(['ann@uni.test']);
    expect((await fetch(`${base}/api/messages/nope`)).status).toBe(404);
  });

  it('DELETE /api/messages clears, also on disk', async () => {
    expect((await fetch(`${base}/api/messages`, { method: 'DELETE' })).status).toBe(200);
    expect(await (await fetch(`${base}/api/messages`)).json()).toEqual([]);
    const reloaded = new MessageStore(dir);
    await reloaded.load();
    expect(reloaded.list()).toEqual([]);
  });

  it('keeps messages across a restart', async () => {
    const reloaded = new MessageStore(dir);
    await reloaded.load();
    expect(reloaded.list().map((m) => m.id)).toEqual(['0002', '0001']);
  });

  it('GET / renders an escaped HTML page', async () => {
    const res = await fetch(`${base}/`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain(escapeHtml('<script>alert(1)</script>'));
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('ann@uni.test');
  });
});
