import { applyRequestQueueIdleFix } from './request-queue-idle-fix';

// kafkajs' own request queue, as its broker connections use it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RequestQueue = require('kafkajs/src/network/requestQueue');

const quiet = { debug: () => undefined, warn: () => undefined, info: () => undefined, error: () => undefined };
const newQueue = () => new RequestQueue({ maxInFlightRequests: 1, requestTimeout: 30_000, clientId: 'test', broker: 'test:9092', logger: quiet });

function request(correlationId: number, sendRequest: () => void) {
  return {
    entry: { correlationId, apiKey: 0, apiName: 'Produce', apiVersion: 7, resolve: () => undefined, reject: () => undefined },
    expectResponse: true,
    sendRequest,
  };
}

describe('kafkajs request queue idle fix', () => {
  beforeAll(() => applyRequestQueueIdleFix());

  it('leaves an idle queue without a timer after a response (upstream re-armed one every millisecond)', () => {
    const queue = newQueue();
    const sent = jest.fn();
    queue.push(request(1, sent));
    expect(sent).toHaveBeenCalledTimes(1);
    queue.fulfillRequest({ correlationId: 1, payload: Buffer.alloc(0), size: 0 });
    expect(queue.throttleCheckTimeoutId).toBeNull();
    queue.destroy();
  });

  it('still sends a request that waited for a full in-flight slot once the slot frees', () => {
    const queue = newQueue();
    const first = jest.fn();
    const second = jest.fn();
    queue.push(request(1, first));
    queue.push(request(2, second));
    expect(second).not.toHaveBeenCalled();
    queue.fulfillRequest({ correlationId: 1, payload: Buffer.alloc(0), size: 0 });
    expect(second).toHaveBeenCalledTimes(1);
    queue.destroy();
  });

  it('still sends a request queued while the broker throttles, when the throttle ends', async () => {
    const queue = newQueue();
    const sent = jest.fn();
    queue.maybeThrottle(30);
    queue.push(request(1, sent));
    expect(sent).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sent).toHaveBeenCalledTimes(1);
    queue.destroy();
  });

  it('patches once however many clients are created', () => {
    const before = RequestQueue.prototype.scheduleCheckPendingRequests;
    applyRequestQueueIdleFix();
    expect(RequestQueue.prototype.scheduleCheckPendingRequests).toBe(before);
  });
});
