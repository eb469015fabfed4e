import { randomBytes } from 'node:crypto';
import { startBaseline } from './lib/baseline-server';
import { startFloor } from './lib/floor';
import { load, type LoadResult } from './lib/load';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const USERS = 40;
const SIGN_INS_PER_USER = 10; // stays within the gateway's per-e-mail limit of 10 per window
const READS = 4000;
const CONCURRENCY = 16;
const IDENTITY_DATABASE = process.env.IDENTITY_DATABASE_URL ?? 'postgres://overlap:overlap@127.0.0.1:5432/identity';

const ip = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** Sign-in and GET /api/auth/user through the gateway, next to a bare Node server. */
export async function identityBench(): Promise<{ rows: LoadResult[]; ratios: Record<string, number> }> {
  const tag = randomBytes(4).toString('hex');
  const users = await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const email = `bench.${tag}.${i}@uni.test`;
      const res = await fetch(`${GATEWAY}/api/auth/signup`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': ip() },
        body: JSON.stringify({ email, password: 'bench-password-1' }),
      });
      if (res.status !== 201) throw new Error(`bench sign-up failed: ${res.status}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { email, cookie, body: await res.json() };
    }),
  );
  const baseline = await startBaseline(users[0]!.body);
  const floor = await startFloor(IDENTITY_DATABASE, 'SELECT id, email, first_name, last_name, created_at FROM users WHERE id = $1', [users[0]!.body.id]);
  const loginBody = (i: number) => JSON.stringify({ email: users[i % USERS]!.email, password: 'bench-password-1' });
  try {
    const rows: LoadResult[] = [];
    rows.push(
      await load('baseline: bare Node POST (same JSON)', USERS * SIGN_INS_PER_USER, CONCURRENCY, async (i) => {
        const r = await fetch(`${baseline.url}/api/auth/login`, { method: 'POST', headers: json, body: loginBody(i) });
        await r.arrayBuffer();
        return r.ok;
      }),
    );
    rows.push(
      await load('gateway → identity: POST /api/auth/login', USERS * SIGN_INS_PER_USER, CONCURRENCY, async (i) => {
        const r = await fetch(`${GATEWAY}/api/auth/login`, { method: 'POST', headers: { ...json, 'x-forwarded-for': ip() }, body: loginBody(i) });
        await r.arrayBuffer();
        return r.ok;
      }),
    );
    rows.push(
      await load('baseline: bare Node GET (same JSON)', READS, CONCURRENCY, async () => {
        const r = await fetch(`${baseline.url}/api/auth/user`);
        await r.arrayBuffer();
        return r.ok;
      }),
    );
    rows.push(
      await load('gateway → identity: GET /api/auth/user', READS, CONCURRENCY, async (i) => {
        const r = await fetch(`${GATEWAY}/api/auth/user`, { headers: { cookie: users[i % USERS]!.cookie } });
        await r.arrayBuffer();
        return r.ok;
      }),
    );
    rows.push(
      await load('floor: bare proxy → bare server + one pg read', READS, CONCURRENCY, async () => {
        const r = await fetch(`${floor.url}/api/auth/user`);
        await r.arrayBuffer();
        return r.ok;
      }),
    );
    const ratios = {
      'sign-in throughput, gateway / baseline': rows[1]!.perSecond / rows[0]!.perSecond,
      'current-user throughput, gateway / baseline': rows[3]!.perSecond / rows[2]!.perSecond,
      'current-user p50 latency, gateway / baseline': rows[3]!.p50 / rows[2]!.p50,
      // What the architecture's hop and read alone allow (ADR 050): the target's floor.
      'floor throughput, bare proxy + read / baseline': rows[4]!.perSecond / rows[2]!.perSecond,
      'floor p50 latency, bare proxy + read / baseline': rows[4]!.p50 / rows[2]!.p50,
    };
    return { rows, ratios };
  } finally {
    await Promise.all([baseline.close(), floor.close()]);
  }
}
