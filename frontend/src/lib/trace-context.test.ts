import { baseQuery } from '@/lib/api';
import { newTraceparent } from '@/lib/trace-context';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';

const TRACEPARENT = /^00-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-01$/;

describe('trace context of API calls', () => {
  afterEach(() => uninstallFakeFetch());

  it('a traceparent is version 00, a fresh trace id and parent id, sampled', () => {
    const first = newTraceparent();
    expect(first).toMatch(TRACEPARENT);
    expect(newTraceparent().slice(3, 35)).not.toBe(first.slice(3, 35));
  });

  it('every call through the base query carries its own traceparent', async () => {
    installFakeFetch(() => ({ status: 200, body: {} }));
    const send = globalThis.fetch;
    const headers: Headers[] = [];
    globalThis.fetch = ((request: Request) => {
      headers.push(request.headers);
      return send(request);
    }) as typeof fetch;
    const api = {
      signal: new AbortController().signal,
      abort: jest.fn(),
      dispatch: jest.fn(),
      getState: () => ({}),
      extra: undefined,
      endpoint: 'x',
      type: 'query' as const,
    };
    await baseQuery('/campuses', api, {});
    await baseQuery({ url: '/presence/update', method: 'POST', body: {} }, api, {});
    expect(headers).toHaveLength(2);
    const [a, b] = headers.map((h) => h.get('traceparent'));
    expect(a).toMatch(TRACEPARENT);
    expect(b).toMatch(TRACEPARENT);
    expect(a!.slice(3, 35)).not.toBe(b!.slice(3, 35));
  });
});
