import * as http from 'node:http';
import { renderIndex } from './html';
import type { MessageStore } from './store';

function send(res: http.ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8'): void {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(payload);
}

/**
 * GET /api/messages[?to=addr]   newest first
 * GET /api/messages/:id
 * DELETE /api/messages          clear all
 * DELETE /api/messages/:id
 * GET /healthz
 * GET /                         HTML page for people
 */
export function createHttpHandler(store: MessageStore): http.RequestListener {
  return (req, res) => {
    handle(store, req, res).catch((err: unknown) => send(res, 500, { error: String(err) }));
  };
}

async function handle(store: MessageStore, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const parts = url.pathname.split('/').filter(Boolean);
  const to = url.searchParams.get('to') ?? undefined;
  const method = req.method ?? 'GET';

  if (parts.length === 0 && method === 'GET') {
    return send(res, 200, renderIndex(store.list({ to }), to), 'text/html; charset=utf-8');
  }
  if (parts.length === 1 && parts[0] === 'healthz') {
    return send(res, 200, { ok: true, messages: store.list().length });
  }
  if (parts[0] === 'api' && parts[1] === 'messages') {
    if (parts.length === 2 && method === 'GET') return send(res, 200, store.list({ to }));
    if (parts.length === 2 && method === 'DELETE') return send(res, 200, { deleted: await store.clear() });
    if (parts.length === 3) {
      const id = decodeURIComponent(parts[2]!);
      if (method === 'GET') {
        const msg = store.get(id);
        return msg ? send(res, 200, msg) : send(res, 404, { error: 'not found' });
      }
      if (method === 'DELETE') {
        return (await store.remove(id)) ? send(res, 200, { deleted: 1 }) : send(res, 404, { error: 'not found' });
      }
    }
    return send(res, 405, { error: 'method not allowed' });
  }
  send(res, 404, { error: 'not found' });
}
