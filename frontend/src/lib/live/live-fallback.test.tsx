import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useMyInvitations } from '@/lib/invitations';
import { createStore } from '@/lib/store';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { LiveStream } from './live-stream';

const ME = '11111111-1111-4111-8111-111111111111';

/** jsdom has no EventSource: this one lets the test send events and fail the connection. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }

  close() {}

  emit(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>));
  }

  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
}

function Invitations() {
  useMyInvitations(ME);
  return null;
}

const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('invitations: polling only while the live stream is down', () => {
  let sent: { url: string }[];
  beforeEach(() => {
    jest.useFakeTimers();
    FakeEventSource.opened = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
    sent = installFakeFetch(() => ({ status: 200, body: { pending: [], previous: [], acceptRequiresPremium: false, canAccept: true } }));
  });
  afterEach(() => {
    uninstallFakeFetch();
    Reflect.deleteProperty(globalThis, 'EventSource');
    jest.useRealTimers();
  });

  const invitationCalls = () => sent.filter((r) => r.url.includes(`/api/invitations/user/${ME}`)).length;

  it('polls every 10 s until ready, sends nothing while connected, refetches on an event, and polls again after a drop', async () => {
    render(
      <Provider store={createStore()}>
        <LiveStream />
        <Invitations />
      </Provider>,
    );
    await elapse(0);
    expect(invitationCalls()).toBe(1);
    await elapse(10_000);
    expect(invitationCalls()).toBe(2);

    const [source] = FakeEventSource.opened;
    source!.emit('ready', { userId: ME, expiresAt: null });
    await elapse(120_000);
    expect(invitationCalls()).toBe(2);
    // Focus and visibility refetch only while the stream is down, too.
    act(() => void window.dispatchEvent(new Event('focus')));
    await elapse(0);
    expect(invitationCalls()).toBe(2);

    source!.emit('invitation', { invitationId: 'i1', groupId: 'g1', invitedUserId: ME, change: 'sent' });
    await elapse(0);
    expect(invitationCalls()).toBe(3);
    // Another member's invitation is not the bell's business.
    source!.emit('invitation', { invitationId: 'i2', groupId: 'g1', invitedUserId: 'someone else', change: 'sent' });
    await elapse(0);
    expect(invitationCalls()).toBe(3);

    source!.fail();
    await elapse(10_000);
    expect(invitationCalls()).toBeGreaterThanOrEqual(4);
  });

  it('keeps polling where the server closed the stream for a newer tab', async () => {
    render(
      <Provider store={createStore()}>
        <LiveStream />
        <Invitations />
      </Provider>,
    );
    await elapse(0);
    const [source] = FakeEventSource.opened;
    source!.emit('ready', { userId: ME, expiresAt: null });
    await elapse(30_000);
    const before = invitationCalls();
    source!.emit('closed', { reason: 'too-many-streams' });
    await elapse(30_000);
    expect(invitationCalls()).toBe(before + 3);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
