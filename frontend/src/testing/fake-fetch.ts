/**
 * jsdom has no fetch: a stand-in for the app's one API slice, answering each call from a handler
 * and recording what was sent (method, URL, JSON body), so component tests can check requests.
 */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
  readonly signal: AbortSignal | undefined;
  constructor(url: string | FakeRequest, init: RequestInit = {}) {
    this.url = typeof url === 'string' ? url : url.url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers);
    this.body = init.body;
    this.signal = init.signal ?? undefined;
  }
  clone() {
    return this;
  }
}

function fakeResponse(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text),
    clone: () => fakeResponse(status, body),
  };
  return response;
}

/** Installs the stand-in; returns the list of requests it receives. Undo with `uninstallFakeFetch`. */
export function installFakeFetch(answer: (request: SentRequest) => FakeAnswer): SentRequest[] {
  const sent: SentRequest[] = [];
  Object.assign(globalThis, {
    Request: FakeRequest,
    fetch: async (request: FakeRequest) => {
      const body = typeof request.body === 'string' && request.body ? JSON.parse(request.body) : undefined;
      const entry = { method: request.method, url: request.url, body };
      sent.push(entry);
      const { status, body: answerBody } = await answer(entry);
      return fakeResponse(status, answerBody);
    },
  });
  return sent;
}

export function uninstallFakeFetch() {
  const g = globalThis as { fetch?: unknown; Request?: unknown };
  delete g.fetch;
  delete g.Request;
}
