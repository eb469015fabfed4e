import { Injectable } from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { encodeEvent } from '@overlap/platform';
import { IngestionEventTypes, OccurrenceSchema, SourceOccurrencesReplacedSchema, SourceRemovedSchema, Topics } from '@overlap/proto';
import { MongoServerError, type Filter } from 'mongodb';
import type { Horizon, Occurrence } from '../parsing/occurrence';
import type { SnapshotDocument } from '../sources/snapshot.document';
import type { SourceDocument } from '../sources/source.document';
import { SourcesRepository } from '../sources/sources.repository';
import { SnapshotRelay } from './snapshot-relay';

export const PRODUCER = 'ingestion';

type SourceRef = Pick<SourceDocument, '_id' | 'userId' | 'kind' | 'name'>;

/**
 * Writes versioned snapshots. Each write is one document (no transactions needed); a version
 * is handed out by an atomic $inc on the source, so versions only grow even across crashes, and
 * a snapshot never replaces a newer one.
 */
@Injectable()
export class SnapshotStore {
  constructor(
    private readonly repo: SourcesRepository,
    private readonly relay: SnapshotRelay,
  ) {}

  /** Next version of a source; `guard` narrows the update (e.g. to the current lease holder). */
  // No projection: FerretDB 1.x does not implement findAndModify's `fields`.
  async nextVersion(sourceId: string, guard: Filter<SourceDocument> = {}): Promise<number | undefined> {
    const updated = await this.repo.sources.findOneAndUpdate({ ...guard, _id: sourceId }, { $inc: { version: 1 } }, { returnDocument: 'after' });
    return updated?.version;
  }

  async saveReplaced(source: SourceRef, version: number, occurrences: Occurrence[], window: Horizon): Promise<void> {
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
    await this.save(source, version, 'replaced', event, occurrences.length);
  }

  async saveRemoved(source: SourceRef, version: number): Promise<void> {
    const event = encodeEvent(PRODUCER, {
      topic: Topics.ingestionSchedules,
      key: source.userId,
      eventType: IngestionEventTypes.sourceRemoved,
      schema: SourceRemovedSchema,
      payload: create(SourceRemovedSchema, { userId: source.userId, sourceId: source._id, version: BigInt(version) }),
    });
    await this.save(source, version, 'removed', event, 0);
  }

  private async save(source: SourceRef, version: number, kind: SnapshotDocument['kind'], event: ReturnType<typeof encodeEvent>, occurrenceCount: number) {
    const doc: Omit<SnapshotDocument, '_id'> = {
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
      publishLeaseUntil: null,
      createdAt: new Date(),
    };
    try {
      await this.repo.snapshots.updateOne({ _id: source._id, version: { $lt: version } }, { $set: doc }, { upsert: true });
    } catch (err) {
      // The filter missed because a newer version is stored, and the upsert collided with it.
      if (!(err instanceof MongoServerError && err.code === 11000)) throw err;
      return;
    }
    this.relay.kick();
  }
}
