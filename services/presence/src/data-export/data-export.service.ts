import { Injectable } from '@nestjs/common';
import { jsonFile, type DataExportPart } from '@overlap/contracts';
import { PresenceStatesRepository } from '../presence/presence-states.repository';
import { UsersRepository } from '../projections/users.repository';

/** Presence's part of a student's data export (ADR 048): the one current state and the zone it reads the timetable in. */
@Injectable()
export class DataExportService {
  constructor(
    private readonly states: PresenceStatesRepository,
    private readonly users: UsersRepository,
  ) {}

  async part(userId: string): Promise<DataExportPart> {
    const [state, timezone] = await Promise.all([this.states.find(userId), this.users.timezoneOf(userId)]);
    const presence = state
      ? {
          sharing: state.sharing,
          status: state.status,
          campusId: state.campusId,
          lastUpdate: state.lastUpdate,
          keepSharing: state.keepSharing,
          sharingEndsAt: state.sharingEndsAt,
          timezone,
        }
      : { sharing: false, timezone };
    return { files: [jsonFile('presence.json', presence)] };
  }
}
