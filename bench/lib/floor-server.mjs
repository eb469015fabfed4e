// The request path's floor, outside the app: bare Node processes doing only what the path must do.
//   node floor-server.mjs upstream <postgres url> <sql> <params as JSON>  — one SQL read per request, its rows as JSON
//   node floor-server.mjs proxy <upstream url>         — forwards every request over pooled keep-alive connections
// Started by the identity bench (bench/lib/floor.ts) as child processes, like the gateway and identity;
// each listens on a free port and sends it to the parent.
import http from 'node:http';
import pg from 'pg';

const [mode, target] = process.argv.slice(2);

function listen(server) {
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1', () => process.send?.(server.address().port));
}

if (mode === 'upstream') {
  const [sql, params] = process.argv.slice(4);
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  listen(
    http.createServer(async (req, res) => {
      req.resume();
      const { rows } = await pool.query(sql, JSON.parse(params));
      const payload = JSON.stringify(rows.length === 1 ? rows[0] : rows);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload) });
      res.end(payload);
    }),
  );
} else {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const upstream = new URL(target);
  listen(
    http.createServer((req, res) => {
      const out = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers, agent }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(out);
    }),
  );
}
