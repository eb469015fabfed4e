import { uniqueEmail, uniqueIp } from './unique';

export const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A browser-like client for the gateway: keeps cookies, sends the CSRF header, and appears
 * from its own client IP (X-Forwarded-For is trusted from loopback) so rate limits stay per test.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  readonly ip = uniqueIp();

  constructor(readonly baseUrl = GATEWAY_URL) {}

  async request<T = any>(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, 'x-requested-with': 'XMLHttpRequest', ...extraHeaders };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    let payload: BodyInit | undefined;
    if (body instanceof Uint8Array) payload = body as BodyInit;
    else if (typeof body === 'string') payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual' });
    this.store(res.headers.getSetCookie());
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  /** What a browser's EventSource sends for a same-origin stream: the session cookies, no CSRF header. */
  headersForStream(): Record<string, string> {
    return { 'x-forwarded-for': this.ip, accept: 'text/event-stream', ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}) };
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface SignedUpUser {
  client: ApiClient;
  id: string;
  email: string;
  password: string;
  username: string;
}

/** Signs a fresh user up through the gateway and returns a client holding their session. */
export async function signUpUser(overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {}): Promise<SignedUpUser> {
  const client = new ApiClient();
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct-horse-42';
  const res = await client.post<{ id: string; username: string }>('/api/auth/signup', {
    email,
    password,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'Student',
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, id: res.body.id, email, password, username: res.body.username };
}
