import type { NextFunction, Request, Response } from 'express';
import type pino from 'pino';
import type { SessionVerifier } from '@overlap/platform';
import { createApiProxy } from './api-proxy.middleware';
import { EventStreams } from './event-streams.service';

// A service left out of the gateway's configuration (a partial install) answers 503, not 502.
describe('api proxy without an upstream', () => {
  it('answers a route of a service that is not configured with 503 JSON naming it', async () => {
    const proxy = createApiProxy({ upstreams: {}, sessions: {} as SessionVerifier, logger: {} as pino.Logger, streams: new EventStreams() });
    const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
    const res = {
      set: (k: string, v: string) => ((sent.headers[k] = v), res),
      status: (s: number) => ((sent.status = s), res),
      json: (b: unknown) => ((sent.body = b), res),
    } as unknown as Response;
    const next = jest.fn() as NextFunction;
    await proxy({ originalUrl: '/api/presence/u1', method: 'GET', headers: {} } as Request, res, next);
    expect(next).not.toHaveBeenCalled();
    expect(sent.status).toBe(503);
    expect(sent.headers['Cache-Control']).toBe('no-store');
    expect(sent.body).toEqual({ statusCode: 503, message: 'The presence service is not available yet. Please try again later.', service: 'presence' });
  });
});
