import { Injectable } from '@nestjs/common';
import { badRequest, conflict, DomainError, forbidden, notFound } from '@overlap/platform';
import type { CampusDocument } from '../campuses/campus.document';
import { CampusesRepository } from '../campuses/campuses.repository';
import { MembershipsRepository } from '../projections/memberships.repository';
import { UsersRepository } from '../projections/users.repository';
import { presenceChangedEvent } from './presence.events';
import { PresenceRelay } from './presence-relay.job';
import { isExpired, isStale, nextVersion, sharingEndsAt } from './presence.rules';
import type { PresenceStateDocument } from './presence-state.document';
import { PresenceStatesRepository } from './presence-states.repository';
import { notSharing, toPresenceView } from './presence.views';
import type { ToggleSharingDto, UpdatePresenceDto } from './presence.dto';
import type { PresenceView } from './presence.views';
import { countPresenceUpdate } from './presence.metrics';

export const SHARING_OFF = 'Turn on campus presence first';
export const NOT_CO_MEMBER = 'You can only see the presence of members of your study groups';

/** Conditional writes retried this often before giving up (two devices of one student racing). */
const ATTEMPTS = 5;

/** One student's presence: reading it, reports from the device, turning sharing on and off. */
@Injectable()
export class PresenceService {
  constructor(
    private readonly states: PresenceStatesRepository,
    private readonly campuses: CampusesRepository,
    private readonly memberships: MembershipsRepository,
    private readonly users: UsersRepository,
    private readonly relay: PresenceRelay,
  ) {}

  /** The caller's own presence, or a co-member's (docs/product/privacy.md); anyone else's is 403. */
  async read(callerId: string, userId: string): Promise<PresenceView> {
    const id = userId === 'me' ? callerId : userId;
    if (id !== callerId && !(await this.memberships.sharedGroups(callerId, id)).length) throw forbidden(NOT_CO_MEMBER);
    const state = await this.states.find(id);
    if (!state?.sharing) return notSharing(id);
    return toPresenceView(id, state, await this.campusMap(state.campusId), new Date());
  }

  /** A report from the device: a campus id and a status, stored as the one current state. */
  async update(userId: string, report: UpdatePresenceDto): Promise<PresenceView> {
    const campus = await this.campusOf(report);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const now = new Date();
      const current = await this.states.find(userId);
      if (!current?.sharing || isExpired(current.sharingEndsAt, now)) {
        countPresenceUpdate('sharing_off');
        throw conflict(SHARING_OFF);
      }
      const unchanged = current.status === report.status && current.campusId === report.campusId && !isStale(current.lastUpdate, now);
      // Nothing others see changed: only the report time moves, without a new event.
      const saved = unchanged
        ? await this.states.touch(userId, current.version, now)
        : await this.write({ ...current, status: report.status, campusId: report.campusId, lastUpdate: now }, current.version, now);
      if (saved) {
        countPresenceUpdate(unchanged ? 'unchanged' : 'changed');
        return toPresenceView(userId, { ...current, status: report.status, campusId: report.campusId, lastUpdate: now }, mapOf(campus), now);
      }
    }
    countPresenceUpdate('busy');
    throw busy();
  }

  /** Turns sharing on (until the end of the student's day, or kept) or off (the state is gone at once). */
  async toggle(userId: string, { enabled, keepSharing = false }: ToggleSharingDto): Promise<PresenceView> {
    if (!enabled) {
      await this.endSharing(userId);
      return notSharing(userId);
    }
    if (await this.users.isDeleted(userId)) throw forbidden();
    const zone = await this.users.timezoneOf(userId);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const now = new Date();
      const current = await this.states.find(userId);
      const sharing = current?.sharing && !isExpired(current.sharingEndsAt, now) ? current : undefined;
      const next: PresenceStateDocument = {
        _id: userId,
        sharing: true,
        status: sharing?.status ?? 'unknown',
        campusId: sharing?.campusId ?? null,
        lastUpdate: sharing?.lastUpdate ?? null,
        keepSharing,
        sharingEndsAt: sharingEndsAt(now, zone, keepSharing),
        version: 0,
        pending: null,
        unpublished: false,
      };
      if (await this.write(next, current?.version, now)) return toPresenceView(userId, next, await this.campusMap(next.campusId), now);
    }
    throw busy();
  }

  /**
   * Ends sharing: the state is replaced at once by a marker holding only the version of
   * 'sharing ended', which the relay publishes and then deletes. `onlyIfExpired`: the sweep's
   * call, which leaves a state alone that was renewed meanwhile.
   */
  async endSharing(userId: string, onlyIfExpired = false): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const now = new Date();
      const current = await this.states.find(userId);
      if (!current?.sharing) return;
      if (onlyIfExpired && !isExpired(current.sharingEndsAt, now)) return;
      const ended: PresenceStateDocument = {
        _id: userId,
        sharing: false,
        status: 'unknown',
        campusId: null,
        lastUpdate: null,
        keepSharing: false,
        sharingEndsAt: null,
        version: 0,
        pending: null,
        unpublished: false,
      };
      if (await this.write(ended, current.version, now)) return;
    }
    throw busy();
  }

  /** Stores the next version with its snapshot and wakes the relay, so the change reaches Kafka at once. */
  private async write(next: PresenceStateDocument, expectedVersion: number | undefined, now: Date): Promise<boolean> {
    const version = nextVersion(expectedVersion, now);
    const doc: PresenceStateDocument = { ...next, version, unpublished: true, pending: presenceChangedEvent({ ...next, version }) };
    if (!(await this.states.save(doc, expectedVersion))) return false;
    void this.relay.kick();
    return true;
  }

  /** The reported campus, checked against the status (on campus needs one, elsewhere none). */
  private async campusOf(report: UpdatePresenceDto): Promise<CampusDocument | undefined> {
    if (report.status !== 'on_campus') {
      if (report.campusId !== null) throw badRequest(`campusId must be null when the status is ${report.status}`, 'campusId');
      return undefined;
    }
    if (report.campusId === null) throw badRequest('campusId is required when the status is on_campus', 'campusId');
    const campus = await this.campuses.find(report.campusId);
    if (!campus) throw notFound('Campus not found');
    return campus;
  }

  private async campusMap(campusId: string | null): Promise<Map<string, CampusDocument>> {
    return mapOf(campusId ? ((await this.campuses.find(campusId)) ?? undefined) : undefined);
  }
}

const mapOf = (campus: CampusDocument | undefined) => new Map(campus ? [[campus._id, campus]] : []);

const busy = () => new DomainError(409, 'Your presence changed at the same moment; please try again', 'conflict');
