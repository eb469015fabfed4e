import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toastStore } from '@/components/toasts/toast-store';
import { installFakeFetch, uninstallFakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithStore, testUser } from '@/testing/render-with-store';
import { addDays, instantAt, wallClockAt } from '@overlap/time';
import type { Presence } from '../api/presence-api';
import { DETECTION_INTERVAL_MS, POSITION_OPTIONS } from '../utils/geolocation';
import { PresenceToggle } from './presence-toggle';

const SOLBJERG = {
  id: 'cbs-solbjerg-plads',
  name: 'Solbjerg Plads',
  university: 'Copenhagen Business School',
  latitude: '55.6815',
  longitude: '12.5299',
  radius: '200',
};
const ON_CAMPUS = { latitude: 55.6816, longitude: 12.53 };
const ALSO_ON_CAMPUS = { latitude: 55.6814, longitude: 12.5297 };
const OFF_CAMPUS = { latitude: 55.7, longitude: 12.6 };

/** The browser's geolocation: positions are handed to watchers and one-off reads when the test says so. */
class FakeGeolocation {
  private watchers = new Map<number, { success: PositionCallback; error?: PositionErrorCallback | null }>();
  private nextId = 1;
  /** What a one-off read answers: a position, or an error code (1 denied, 2 unavailable, 3 timeout). */
  answer: { latitude: number; longitude: number } | number = ON_CAMPUS;
  reads: PositionOptions[] = [];

  getCurrentPosition = (success: PositionCallback, error?: PositionErrorCallback | null, options: PositionOptions = {}) => {
    this.reads.push(options);
    const answer = this.answer;
    setTimeout(() => (typeof answer === 'number' ? error?.(positionError(answer)) : success(position(answer))), 0);
  };

  watchPosition = (success: PositionCallback, error?: PositionErrorCallback | null) => {
    const id = this.nextId++;
    this.watchers.set(id, { success, error });
    return id;
  };

  clearWatch = (id: number) => void this.watchers.delete(id);

  get watching() {
    return this.watchers.size;
  }

  move(point: { latitude: number; longitude: number }) {
    for (const w of this.watchers.values()) w.success(position(point));
  }

  fail(code: number) {
    for (const w of this.watchers.values()) w.error?.(positionError(code));
  }
}

const position = (p: { latitude: number; longitude: number }) =>
  ({
    coords: { ...p, accuracy: 12, altitude: null, altitudeAccuracy: null, heading: null, speed: null },
    timestamp: Date.now(),
  }) as unknown as GeolocationPosition;
const positionError = (code: number) => ({ code, message: 'fake', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

/** The Permissions API's status for 'geolocation', whose changes the page listens to. */
class FakePermissionStatus extends EventTarget {
  constructor(public state: PermissionState) {
    super();
  }
  set(state: PermissionState) {
    this.state = state;
    this.dispatchEvent(new Event('change'));
  }
}

let geo: FakeGeolocation;
let permission: FakePermissionStatus;
let server: Presence;
let sent: SentRequest[];

/** The end of today in the student's zone, as the server sets it. */
const endOfToday = () => instantAt(addDays(wallClockAt(new Date(), 'Europe/Copenhagen').date, 1), 0, 'Europe/Copenhagen').toISOString();

const off = (): Presence => ({
  userId: testUser.id,
  sharingEnabled: false,
  status: 'unknown',
  campus: null,
  lastUpdate: null,
  keepSharing: false,
  sharingEndsAt: null,
});

function install(state: PermissionState, { permissionsApi = true } = {}) {
  geo = new FakeGeolocation();
  permission = new FakePermissionStatus(state);
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geo });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: permissionsApi ? { query: async () => permission } : undefined });
  sent = installFakeFetch((req) => {
    if (req.url === `/api/presence/${testUser.id}`) return { status: 200, body: server };
    if (req.url === '/api/campuses') return { status: 200, body: [SOLBJERG] };
    if (req.url === '/api/users/settings')
      return { status: 200, body: { timezone: 'Europe/Copenhagen', language: 'en', emailNotifications: true, pushNotifications: true } };
    if (req.url === '/api/presence/toggle-sharing') {
      const { enabled, keepSharing = false } = req.body as { enabled: boolean; keepSharing?: boolean };
      server = enabled ? { ...server, sharingEnabled: true, keepSharing, sharingEndsAt: keepSharing ? null : endOfToday() } : off();
      return { status: 200, body: server };
    }
    if (req.url === '/api/presence/update') {
      const { campusId, status } = req.body as { campusId: string | null; status: Presence['status'] };
      server = {
        ...server,
        status,
        campus: campusId ? { id: SOLBJERG.id, name: SOLBJERG.name, university: SOLBJERG.university } : null,
        lastUpdate: new Date().toISOString(),
      };
      return { status: 200, body: server };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

const posts = (path: string) => sent.filter((r) => r.method === 'POST' && r.url === path).map((r) => r.body);
const toggle = () => screen.getByRole('switch', { name: 'Share my campus presence' });

describe('presence toggle', () => {
  beforeEach(() => {
    server = off();
    toastStore.clear();
  });
  afterEach(() => {
    uninstallFakeFetch();
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: undefined });
  });

  it('with permission granted turns sharing on, then sends only {campusId, status} and only when it changed', async () => {
    install('granted');
    await renderWithStore(<PresenceToggle userId={testUser.id} />);
    await waitFor(() => expect(toggle()).not.toBeChecked());
    fireEvent.click(toggle());
    expect(await screen.findByText('Campus Presence Enabled')).toBeInTheDocument();
    expect(screen.getByText('Your location is now shared with group members')).toBeInTheDocument();
    expect(posts('/api/presence/toggle-sharing')).toEqual([{ enabled: true, keepSharing: false }]);
    await waitFor(() => expect(geo.watching).toBe(1));
    expect(screen.getByText('Sharing ends tonight at midnight')).toBeInTheDocument();

    await act(async () => geo.move(ON_CAMPUS));
    await waitFor(() => expect(posts('/api/presence/update')).toEqual([{ campusId: SOLBJERG.id, status: 'on_campus' }]));
    expect(await screen.findByText('You: On campus · Solbjerg Plads')).toBeInTheDocument();

    // Another point on the same campus changes nothing that is sent.
    await act(async () => geo.move(ALSO_ON_CAMPUS));
    await act(async () => geo.move(ON_CAMPUS));
    expect(posts('/api/presence/update')).toHaveLength(1);

    await act(async () => geo.move(OFF_CAMPUS));
    await waitFor(() => expect(posts('/api/presence/update')).toHaveLength(2));
    expect(posts('/api/presence/update')[1]).toEqual({ campusId: null, status: 'off_campus' });

    // A passing failure of the watch is shown but sends nothing; a refusal is 'unknown', with its reason in the student's words.
    await act(async () => geo.fail(2));
    expect(await screen.findByText('Location information unavailable')).toBeInTheDocument();
    expect(posts('/api/presence/update')).toHaveLength(2);
    await act(async () => geo.fail(1));
    await waitFor(() => expect(posts('/api/presence/update')[2]).toEqual({ campusId: null, status: 'unknown' }));
    expect(await screen.findByText('Location permission denied')).toBeInTheDocument();
    for (const body of posts('/api/presence/update')) expect(Object.keys(body as object).sort()).toEqual(['campusId', 'status']);
  });

  it('asks the browser when the permission is not granted yet, and enables once allowed', async () => {
    install('prompt');
    await renderWithStore(<PresenceToggle userId={testUser.id} />);
    await waitFor(() => expect(toggle()).not.toBeChecked());
    geo.answer = ON_CAMPUS;
    // The browser's prompt: the user allows.
    const read = geo.getCurrentPosition;
    geo.getCurrentPosition = (success, error, options) => {
      permission.set('granted');
      read(success, error, options);
    };
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep sharing' }));
    fireEvent.click(toggle());
    expect(await screen.findByText('Campus Presence Enabled')).toBeInTheDocument();
    expect(geo.reads[0]).toEqual({ enableHighAccuracy: true, timeout: 3_000, maximumAge: 60_000 });
    expect(posts('/api/presence/toggle-sharing')).toEqual([{ enabled: true, keepSharing: true }]);
    expect(await screen.findByText('Sharing until you turn it off')).toBeInTheDocument();
  });

  it("says 'Location Access Denied' when the browser refuses", async () => {
    install('denied');
    geo.answer = 1;
    await renderWithStore(<PresenceToggle userId={testUser.id} />);
    await waitFor(() => expect(toggle()).not.toBeChecked());
    fireEvent.click(toggle());
    expect(await screen.findByText('Location Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Please enable location access in your browser settings')).toBeInTheDocument();
    expect(posts('/api/presence/toggle-sharing')).toEqual([]);
  });

  it("says 'Enable Location Access' when the prompt is dismissed", async () => {
    install('prompt');
    geo.answer = 1;
    await renderWithStore(<PresenceToggle userId={testUser.id} />);
    await waitFor(() => expect(toggle()).not.toBeChecked());
    fireEvent.click(toggle());
    expect(await screen.findByText('Enable Location Access')).toBeInTheDocument();
    expect(screen.getByText('Allow location in your browser to use this feature')).toBeInTheDocument();
    expect(posts('/api/presence/toggle-sharing')).toEqual([]);
  });

  it('without the Permissions API, a refused position read means denied', async () => {
    install('prompt', { permissionsApi: false });
    geo.answer = 1;
    await renderWithStore(<PresenceToggle userId={testUser.id} />);
    await waitFor(() => expect(toggle()).not.toBeChecked());
    fireEvent.click(toggle());
    expect(await screen.findByText('Location Access Denied')).toBeInTheDocument();
  });

  it('turns sharing off, stops reading the position and says so', async () => {
    install('granted');
    server = {
      ...off(),
      sharingEnabled: true,
      status: 'on_campus',
      campus: { id: SOLBJERG.id, name: SOLBJERG.name, university: SOLBJERG.university },
      lastUpdate: new Date().toISOString(),
      sharingEndsAt: endOfToday(),
    };
    await renderWithStore(<PresenceToggle userId={testUser.id} />);
    await waitFor(() => expect(toggle()).toBeChecked());
    await waitFor(() => expect(geo.watching).toBe(1));
    // Already reported on this campus: the same decision is not sent again after a reload.
    await act(async () => geo.move(ON_CAMPUS));
    fireEvent.click(toggle());
    expect(await screen.findByText('Campus Presence Disabled')).toBeInTheDocument();
    expect(screen.getByText('Your location is no longer shared')).toBeInTheDocument();
    await waitFor(() => expect(geo.watching).toBe(0));
    expect(posts('/api/presence/update')).toEqual([]);
  });

  it('reads the position again every 2 minutes while sharing, and a position that cannot be read is unknown', async () => {
    install('granted');
    server = {
      ...off(),
      sharingEnabled: true,
      status: 'on_campus',
      campus: { id: SOLBJERG.id, name: SOLBJERG.name, university: SOLBJERG.university },
      lastUpdate: new Date().toISOString(),
      sharingEndsAt: endOfToday(),
    };
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await renderWithStore(<PresenceToggle userId={testUser.id} />);
      await waitFor(() => expect(geo.watching).toBe(1));
      // The watch reports nothing (a phone lying still); the periodic read finds the student gone.
      geo.answer = OFF_CAMPUS;
      await act(async () => void jest.advanceTimersByTime(DETECTION_INTERVAL_MS));
      await waitFor(() => expect(posts('/api/presence/update')).toEqual([{ campusId: null, status: 'off_campus' }]));
      expect(geo.reads.at(-1)).toEqual(POSITION_OPTIONS);
      geo.answer = 2;
      await act(async () => void jest.advanceTimersByTime(DETECTION_INTERVAL_MS));
      await waitFor(() => expect(posts('/api/presence/update')).toHaveLength(2));
      expect(posts('/api/presence/update')[1]).toEqual({ campusId: null, status: 'unknown' });
      expect(await screen.findByText('Location information unavailable')).toBeInTheDocument();
      // Still unreadable: nothing new to send.
      await act(async () => void jest.advanceTimersByTime(DETECTION_INTERVAL_MS));
      expect(geo.reads).toHaveLength(3);
      expect(posts('/api/presence/update')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("follows permission changes and toasts 'Status: {status}' on refresh", async () => {
    install('prompt');
    await renderWithStore(<PresenceToggle userId={testUser.id} />);
    expect(await screen.findByText('Location permission: prompt')).toBeInTheDocument();
    act(() => permission.set('denied'));
    expect(await screen.findByText('Location permission: denied')).toBeInTheDocument();
    permission.state = 'granted';
    fireEvent.click(screen.getByRole('button', { name: 'Check location permission' }));
    expect(await screen.findByText('Status: granted')).toBeInTheDocument();
  });
});
