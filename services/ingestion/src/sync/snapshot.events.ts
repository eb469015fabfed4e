import { Injectable } from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { encodeEvent, type EncodedEvent } from '@overlap/platform';
import { IngestionEventTypes, OccurrenceSchema, SourceOccurrencesReplacedSchema, SourceRemovedSchema, Topics } from '@overlap/proto';
import type { Horizon, Occurrence } from '@overlap/ical';
import { snapshotId, type SnapshotDocument } from '../sources/snapshot.document';
import type { SourceDocument } from '../sources/source.document';
import { SnapshotsRepository } from '../sources/snapshots.repository';
import { ingestionConfig } from '../config';
import { SnapshotRelay } from './snapshot-relay.job';

export const PRODUCER = 'ingestion';

type SourceRef = Pick<SourceDocument, '_id' | 'userId' | 'kind' | 'name'>;

/**
 * Publishes versioned snapshots. The sync records a version in the source's state only after
 * this returned, so a version is either acknowledged by Kafka or stored for the relay before
 * anything says it exists (a crash in between re-publishes at the next sync, with a newer
 * version). Stored snapshots are insert-only: a duplicate insert means another writer has it.
 */
@Injectable()
export class SnapshotStore {
  constructor(
    private readonly stored: SnapshotsRepository,
    private readonly relay: SnapshotRelay,
  ) {}

  async saveReplaced(source: SourceRef, version: number, occurrences: Occurrence[], window: Horizon): Promise<boolean> {
    const payload = create(SourceOccurrencesReplacedSchema, {
      userId: source.userId,
      sourceId: source._id,
      sourceKind: source.kind,
      sourceName: source.name,
      version: BigInt(version),
      windowStart: timestampFromDate(window.start),
      windowEnd: timestampFromDate(window.end),
      occurrences: occurrences.map((o) =>
        create(OccurrenceSchema, {
          occurrenceId: o.occurrenceId,
          uid: o.uid,
          title: o.title,
          description: o.description,
          location: o.location,
          start: timestampFromDate(o.start),
          end: timestampFromDate(o.end),
          allDay: o.allDay,
          sourceTimezone: o.sourceTimezone,
          eventType: o.eventType,
          transparent: o.transparent ?? false,
        }),
      ),
    });
    const event = encodeEvent(PRODUCER, {
      topic: Topics.ingestionSchedules,
      key: source.userId,
      eventType: IngestionEventTypes.sourceOccurrencesReplaced,
      schema: SourceOccurrencesReplacedSchema,
      payload,
    });
    return this.save(source, version, 'replaced', event, occurrences.length);
  }

  async saveRemoved(source: SourceRef, version: number): Promise<boolean> {
    const event = encodeEvent(PRODUCER, {
      topic: Topics.ingestionSchedules,
      key: source.userId,
      eventType: IngestionEventTypes.sourceRemoved,
      schema: SourceRemovedSchema,
      payload: create(SourceRemovedSchema, { userId: source.userId, sourceId: source._id, version: BigInt(version) }),
    });
    return this.save(source, version, 'removed', event, 0);
  }

  private async save(source: SourceRef, version: number, kind: SnapshotDocument['kind'], event: EncodedEvent, occurrenceCount: number): Promise<boolean> {
    // Kafka normally acknowledges within milliseconds: then nothing is stored (FerretDB pays
    // for writing and deleting a whole payload, several times what the sync itself costs).
    const sending = this.relay.send(event);
    if (await acknowledgedWithin(sending, ingestionConfig.sync.publishWaitMs)) return true;
    // Not acknowledged (Kafka down or slow): stored before the sync records it, so the relay
    // publishes it until Kafka acknowledges.
    const doc: SnapshotDocument = {
      _id: snapshotId(source._id, version),
      sourceId: source._id,
      userId: source.userId,
      version,
      kind,
      eventId: event.eventId,
      topic: event.topic,
      key: event.key,
      value: event.value,
      headers: event.headers,
      occurrenceCount,
      published: false,
      createdAt: new Date(),
    };
    if (!(await this.stored.insert(doc))) return false;
    this.relay.adopt(doc, sending);
    return true;
  }
}

/** Whether `sending` resolved within `ms` (a rejection or no answer yet both mean no). */
async function acknowledgedWithin(sending: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      sending.then(
        () => true as const,
        () => false as const,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
