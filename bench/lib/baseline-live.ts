import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The bare Node baseline of the live fan-out: GET /api/live holds a text/event-stream response
 * per tab (the user named by the `uid` cookie), POST /api/presence/update writes one `presence`
 * event to every open stream of the sender's co-members at once and answers with the sender's
 * body. No session, store, Kafka or gateway: what is left is Node's own HTTP and stream cost.
 */
export async function startLiveBaseline(coMembers: Map<string, string[]>): Promise<{ url: string; close: () => Promise<void> }> {
  const streams = new Map<string, Set<http.ServerResponse>>();
  const server = http.createServer((req, res) => {
    const uid = /(?:^|;\s*)uid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
    if (req.method === 'GET' && req.url === '/api/live') {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
      res.write('event: ready\ndata: {}\n\n');
      const own = streams.get(uid) ?? new Set();
      own.add(res);
      streams.set(uid, own);
      res.on('close', () => own.delete(res));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = `event: presence\ndata: ${JSON.stringify({ userId: uid, presence: JSON.parse(body) })}\n\n`;
      for (const member of coMembers.get(uid) ?? []) for (const stream of streams.get(member) ?? []) stream.write(event);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((r) => {
        for (const own of streams.values()) for (const stream of own) stream.end();
        server.close(() => r());
      }),
  };
}
