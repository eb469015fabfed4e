import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { api } from '@/lib/api';
import { createStore } from '@/lib/store';
import { LiveStream } from './live-stream';
import { LIVE_FALLBACK_POLL_MS, useLiveFallbackPolling } from './live-status';

/** jsdom has no EventSource: this one records what was opened and lets the test send events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>));
  }
}

function Poll() {
  return <output>{useLiveFallbackPolling(LIVE_FALLBACK_POLL_MS.groupPresence)}</output>;
}

describe('LiveStream', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'EventSource');
  });

  it('polls until the stream is ready, then turns live events into invalidations, and closes on unmount', () => {
    const store = createStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    const view = render(
      <Provider store={store}>
        <LiveStream />
        <Poll />
      </Provider>,
    );
    const [source] = FakeEventSource.opened;
    expect(source).toMatchObject({ url: expect.stringMatching(/^\/api\/live\?tab=[A-Za-z0-9_-]+$/), init: { withCredentials: true } });
    expect(screen.getByRole('status')).toHaveTextContent('30000');

    source!.emit('ready', { userId: 'u1' });
    expect(screen.getByRole('status')).toHaveTextContent(/^0$/);
    source!.emit('membership', { groupId: 'g1' });
    expect(dispatch).toHaveBeenCalledWith(api.util.invalidateTags(['Groups', { type: 'Presence', id: 'g1' }]));
    source!.emit('schedule', { userId: 'u1', groupIds: ['g1'] });
    expect(dispatch).toHaveBeenCalledWith(api.util.invalidateTags(['Events', 'Feeds', 'Sessions']));
    source!.emit('schedule', { userId: 'u2', groupIds: ['g1'] });
    expect(dispatch).toHaveBeenCalledWith(api.util.invalidateTags([{ type: 'Events', id: 'g1' }, 'Sessions']));

    view.unmount();
    expect(source!.closed).toBe(true);
  });

  it('leaves polling on where the browser has no EventSource', () => {
    Reflect.deleteProperty(globalThis, 'EventSource');
    render(
      <Provider store={createStore()}>
        <LiveStream />
        <Poll />
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('30000');
  });
});
