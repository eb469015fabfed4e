import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The bare Node baseline: one http server answering a fixed JSON body, nothing else. */
export async function startBaseline(body: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const payload = JSON.stringify(body);
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload) });
      res.end(payload);
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
