import { EventEmitter } from 'node:events';
import { Kafka, type Consumer } from 'kafkajs';
import { HealthRegistry } from '../health/health-check';
import { Readiness } from '../health/readiness';
import { ConsumerWatch, STALL_AFTER_MS } from './consumer-watch';
import { ConsumerWatches } from './consumer-watches';

// kafkajs' own event names; the emitter stands in for its instrumentation emitter.
const events = new Kafka({ brokers: ['127.0.0.1:1'] }).consumer({ groupId: 'names-only' }).events;

function consumer() {
  const emitter = new EventEmitter();
  const c = { events, on: (name: string, listener: (e: unknown) => void) => (emitter.on(name, listener), () => emitter.off(name, listener)) };
  const emit = (name: string, payload: object = {}) => emitter.emit(name, { type: name, payload });
  return { consumer: c as unknown as Consumer, emit };
}

describe('a consumer watch', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('is running once joined and while fetch rounds keep coming; stalled after the window', () => {
    const watch = new ConsumerWatch('groups.v1', clock);
    const { consumer: c, emit } = consumer();
    watch.attach(c);
    expect(watch.status()).toEqual({ group: 'groups.v1', state: 'starting', lastFetchAgoMs: null, running: false });
    emit(events.GROUP_JOIN);
    expect(watch.status().running).toBe(true);
    now += STALL_AFTER_MS - 1000;
    emit(events.FETCH);
    now += STALL_AFTER_MS - 1;
    expect(watch.status()).toMatchObject({ state: 'running', running: true });
    now += 1;
    expect(watch.status()).toMatchObject({ state: 'running', lastFetchAgoMs: STALL_AFTER_MS, running: false });
  });

  it('is down while rebalancing and crashed, and up again after the next join', () => {
    const watch = new ConsumerWatch('g', clock);
    const { consumer: c, emit } = consumer();
    watch.attach(c);
    emit(events.GROUP_JOIN);
    emit(events.REBALANCING);
    expect(watch.status()).toMatchObject({ state: 'rebalancing', running: false });
    emit(events.FETCH);
    expect(watch.status()).toMatchObject({ state: 'running', running: true });
    emit(events.CRASH, { error: new Error('broker gone'), restart: true });
    expect(watch.status()).toMatchObject({ state: 'crashed', running: false });
    emit(events.GROUP_JOIN);
    expect(watch.status().running).toBe(true);
    emit(events.STOP);
    expect(watch.status()).toMatchObject({ state: 'stopped', running: false });
  });

  it('calls onDead only for a crash kafkajs will not restart from', () => {
    const watch = new ConsumerWatch('g', clock);
    const dead: string[] = [];
    watch.onDead = (err) => dead.push(err.message);
    const { consumer: c, emit } = consumer();
    watch.attach(c);
    emit(events.CRASH, { error: new Error('retriable'), restart: true });
    emit(events.CRASH, { error: new Error('fatal'), restart: false });
    expect(dead).toEqual(['fatal']);
  });

  it('follows only the latest consumer attached', () => {
    const watch = new ConsumerWatch('g', clock);
    const first = consumer();
    const second = consumer();
    watch.attach(first.consumer);
    watch.attach(second.consumer);
    second.emit(events.GROUP_JOIN);
    first.emit(events.STOP);
    expect(watch.status().running).toBe(true);
  });
});

describe('the consumers check', () => {
  it('is reported with each group, never deciding readiness', async () => {
    const registry = new HealthRegistry();
    const watches = new ConsumerWatches(registry);
    const [a, b] = [new ConsumerWatch('a'), new ConsumerWatch('b')];
    watches.add(a);
    watches.add(b);
    const ca = consumer();
    const cb = consumer();
    a.attach(ca.consumer);
    b.attach(cb.consumer);
    ca.emit(events.GROUP_JOIN);

    const readiness = new Readiness(() => registry.checks);
    const down = await readiness.evaluate();
    expect(down.ready).toBe(true);
    expect(down.checks[0]).toMatchObject({ name: 'consumers', role: 'reported', status: 'down', error: 'not consuming: b (starting)' });
    expect((down.checks[0].detail as { groups: { group: string }[] }).groups.map((g) => g.group)).toEqual(['a', 'b']);

    cb.emit(events.GROUP_JOIN);
    const up = await readiness.evaluate();
    expect(up.checks[0]).toMatchObject({
      status: 'up',
      detail: {
        groups: [
          { group: 'a', running: true },
          { group: 'b', running: true },
        ],
      },
    });
  });
});

describe('a consumer watch’s epoch', () => {
  it('is undefined until consuming, and changes each time consuming resumes', () => {
    const watch = new ConsumerWatch('g');
    const { consumer: c, emit } = consumer();
    watch.attach(c);
    expect(watch.epoch()).toBeUndefined();
    emit(events.GROUP_JOIN);
    const first = watch.epoch();
    expect(first).toBeDefined();
    emit(events.FETCH);
    expect(watch.epoch()).toBe(first);
    emit(events.REBALANCING);
    expect(watch.epoch()).toBeUndefined();
    emit(events.FETCH);
    const second = watch.epoch();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    emit(events.CRASH, { error: new Error('broker gone'), restart: true });
    expect(watch.epoch()).toBeUndefined();
    emit(events.GROUP_JOIN);
    expect(watch.epoch()).not.toBe(second);
  });

  it('is found by group among the process’s watches', () => {
    const watches = new ConsumerWatches(new HealthRegistry());
    const watch = new ConsumerWatch('presence.broadcast.pod-1');
    watches.add(watch);
    const { consumer: c, emit } = consumer();
    watch.attach(c);
    emit(events.GROUP_JOIN);
    expect(watches.epochOf('presence.broadcast.pod-1')).toBe(watch.epoch());
    expect(watches.epochOf('elsewhere')).toBeUndefined();
  });
});
