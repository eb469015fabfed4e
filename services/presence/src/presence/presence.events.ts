import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { encodeEvent } from '@overlap/platform';
import { PresenceChangedSchema, PresenceEventTypes, PresenceStatus as ProtoStatus, Topics } from '@overlap/proto';
import type { PendingEvent, PresenceStateDocument } from './presence-state.document';
import type { PresenceStatus } from './presence.rules';

export const PRODUCER = 'presence';

const TO_PROTO: Record<PresenceStatus, ProtoStatus> = {
  on_campus: ProtoStatus.ON_CAMPUS,
  off_campus: ProtoStatus.OFF_CAMPUS,
  unknown: ProtoStatus.UNKNOWN,
};

/**
 * presence.status.v1 PresenceChanged of a state version, encoded now (with the writer's trace
 * context) and stored in the state's document until Kafka acknowledged it.
 */
export function presenceChangedEvent(state: Pick<PresenceStateDocument, '_id' | 'sharing' | 'status' | 'campusId' | 'lastUpdate' | 'version'>): PendingEvent {
  const payload = create(PresenceChangedSchema, {
    userId: state._id,
    sharingEnabled: state.sharing,
    status: state.sharing ? TO_PROTO[state.status] : ProtoStatus.UNSPECIFIED,
    campusId: state.sharing ? (state.campusId ?? '') : '',
    lastUpdate: state.sharing && state.lastUpdate ? timestampFromDate(state.lastUpdate) : undefined,
    version: BigInt(state.version),
  });
  const event = encodeEvent(PRODUCER, {
    topic: Topics.presenceStatus,
    key: state._id,
    eventType: PresenceEventTypes.statusChanged,
    schema: PresenceChangedSchema,
    payload,
  });
  return { eventId: event.eventId, value: event.value, headers: event.headers };
}
