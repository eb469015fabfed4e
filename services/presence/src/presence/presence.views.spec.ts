import type { CampusDocument } from '../campuses/campus.document';
import { notSharing, toPresenceView } from './presence.views';
import type { SharedState } from './presence-state.document';

const KILEN: CampusDocument = { _id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School', latitude: 55.6824, longitude: 12.5262, radius: 120 };
const CAMPUSES = new Map([[KILEN._id, KILEN]]);
const USER = '00000000-0000-4000-8000-000000000001';

const state = (over: Partial<SharedState> = {}): SharedState => ({
  _id: USER,
  status: 'on_campus',
  campusId: KILEN._id,
  lastUpdate: new Date('2027-01-20T09:00:00Z'),
  keepSharing: false,
  sharingEndsAt: new Date('2027-01-20T23:00:00Z'),
  ...over,
});

describe('presence view', () => {
  it('shows the campus and the report time while fresh', () => {
    expect(toPresenceView(USER, state(), CAMPUSES, new Date('2027-01-20T10:00:00Z'))).toEqual({
      userId: USER,
      sharingEnabled: true,
      status: 'on_campus',
      campus: { id: 'cbs-kilen', name: 'Kilen', university: 'Copenhagen Business School' },
      lastUpdate: '2027-01-20T09:00:00.000Z',
      keepSharing: false,
      sharingEndsAt: '2027-01-20T23:00:00.000Z',
    });
  });

  it('reads unknown without a campus after 3 hours, keeping the last report time', () => {
    const view = toPresenceView(USER, state(), CAMPUSES, new Date('2027-01-20T12:00:00Z'));
    expect(view).toMatchObject({ sharingEnabled: true, status: 'unknown', campus: null, lastUpdate: '2027-01-20T09:00:00.000Z' });
  });

  it('is not shared any more after the end of the student’s day', () => {
    expect(toPresenceView(USER, state(), CAMPUSES, new Date('2027-01-20T23:00:00Z'))).toEqual(notSharing(USER));
  });

  it('stays shared past the day when the student keeps sharing', () => {
    const kept = state({ keepSharing: true, sharingEndsAt: null, lastUpdate: new Date('2027-01-21T08:00:00Z') });
    expect(toPresenceView(USER, kept, CAMPUSES, new Date('2027-01-21T09:00:00Z'))).toMatchObject({
      sharingEnabled: true,
      status: 'on_campus',
      keepSharing: true,
      sharingEndsAt: null,
    });
  });

  it('answers not sharing without a state, and no campus for one removed since', () => {
    expect(toPresenceView(USER, null, CAMPUSES, new Date())).toEqual(notSharing(USER));
    expect(toPresenceView(USER, state({ campusId: 'gone' }), CAMPUSES, new Date('2027-01-20T10:00:00Z')).campus).toBeNull();
  });
});
