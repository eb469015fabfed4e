import { EventEmitter } from 'node:events';
import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { getRPCMetadata, RPCType, setRPCMetadata, type RPCMetadata } from '@opentelemetry/core';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import type { NextFunction, Request, Response } from 'express';
import { httpRouteRecorder, setHttpRoute } from './http-route';

const exporter = new InMemorySpanExporter();
const sdk = new NodeSDK({ spanProcessors: [new SimpleSpanProcessor({ exporter })], instrumentations: [], metricReaders: [] });
beforeAll(() => sdk.start());
afterAll(() => sdk.shutdown());

/** The context the HTTP instrumentation gives a server request: its span and the record it reads the route from. */
function serverRequestContext() {
  const span = trace.getTracer('test').startSpan('GET');
  const meta: RPCMetadata = { type: RPCType.HTTP, span };
  return { span, meta, ctx: setRPCMetadata(trace.setSpan(ROOT_CONTEXT, span), meta) };
}

describe('http.route', () => {
  it('setHttpRoute puts the template on the record the instrumentation labels its span and metric with, and on the span', () => {
    const { span, meta, ctx } = serverRequestContext();
    setHttpRoute('/api/study-groups/:groupId/compare-schedules', ctx);
    expect(meta.route).toBe('/api/study-groups/:groupId/compare-schedules');
    expect((span as unknown as { attributes: Record<string, unknown> }).attributes['http.route']).toBe('/api/study-groups/:groupId/compare-schedules');
  });

  it('setHttpRoute does nothing outside a server request', () => {
    expect(() => setHttpRoute('/x', ROOT_CONTEXT)).not.toThrow();
    expect(getRPCMetadata(ROOT_CONTEXT)).toBeUndefined();
  });

  it('the recorder sets the route Express matched when the response finishes, also for an answer a guard gave', () => {
    const { meta, ctx } = serverRequestContext();
    const res = new EventEmitter();
    const req = { baseUrl: '', route: undefined as { path: string } | undefined };
    const next = jest.fn();
    context.with(ctx, () => httpRouteRecorder()(req as unknown as Request, res as unknown as Response, next as NextFunction));
    expect(next).toHaveBeenCalled();
    // Routing happens after the recorder ran; the response finishes outside the request's context.
    req.route = { path: '/api/users/:userId' };
    res.emit('finish');
    expect(meta.route).toBe('/api/users/:userId');
  });

  it('the recorder leaves a request no route matched without one (404)', () => {
    const { meta, ctx } = serverRequestContext();
    const res = new EventEmitter();
    context.with(ctx, () => httpRouteRecorder()({ baseUrl: '' } as Request, res as unknown as Response, jest.fn()));
    res.emit('finish');
    expect(meta.route).toBeUndefined();
  });
});
