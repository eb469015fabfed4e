import { create, toBinary } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { EventEnvelopeSchema, IngestionEventTypes, SourceOccurrencesReplacedSchema, Topics } from '@overlap/proto';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, Partitioners, type Producer, type RecordMetadata } from 'kafkajs';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

export interface FeedOccurrence {
  start: Date;
  end: Date;
  title: string;
  location?: string;
  type?: string;
  allDay?: boolean;
}

export interface ReplaceOptions {
  sourceId?: string;
  version?: number;
  windowStart?: Date;
  windowEnd?: Date;
}

/**
 * Plays the ingestion service for tests and benchmarks: publishes real
 * SourceOccurrencesReplaced envelopes (key = user id) for the schedules service to store, and
 * can re-publish any captured message as it was (a duplicate delivery).
 */
export class OccurrenceFeed {
  private producer: Producer | undefined;

  async replace(userId: string, occurrences: FeedOccurrence[], options: ReplaceOptions = {}): Promise<RecordMetadata[]> {
    const starts = occurrences.map((o) => o.start.getTime());
    const ends = occurrences.map((o) => o.end.getTime());
    const day = 86_400_000;
    const payload = create(SourceOccurrencesReplacedSchema, {
      userId,
      sourceId: options.sourceId ?? randomUUID(),
      sourceKind: 'ics',
      sourceName: 'Test timetable',
      version: BigInt(options.version ?? 1),
      windowStart: timestampFromDate(options.windowStart ?? new Date(Math.min(Date.now(), ...starts) - 30 * day)),
      windowEnd: timestampFromDate(options.windowEnd ?? new Date(Math.max(Date.now(), ...ends) + 30 * day)),
      occurrences: occurrences.map((o, i) => ({
        occurrenceId: `${i}-${o.start.toISOString()}`,
        uid: `uid-${i}`,
        title: o.title,
        description: '',
        location: o.location ?? '',
        start: timestampFromDate(o.start),
        end: timestampFromDate(o.end),
        allDay: o.allDay ?? false,
        sourceTimezone: '',
        eventType: o.type ?? 'Lecture',
      })),
    });
    const envelope = create(EventEnvelopeSchema, {
      eventId: randomUUID(),
      eventType: IngestionEventTypes.sourceOccurrencesReplaced,
      occurredAt: timestampFromDate(new Date()),
      producer: 'test-feed',
      schemaVersion: 1,
      key: userId,
      payloadType: SourceOccurrencesReplacedSchema.typeName,
      payload: toBinary(SourceOccurrencesReplacedSchema, payload),
    });
    return this.publish(Topics.ingestionSchedules, userId, Buffer.from(toBinary(EventEnvelopeSchema, envelope)));
  }

  /** Sends a message value as is, e.g. an envelope captured with KafkaProbe (a re-delivery). */
  async publish(topic: string, key: string, value: Buffer, headers?: Record<string, string>): Promise<RecordMetadata[]> {
    if (!this.producer) {
      const kafka = new Kafka({ clientId: 'test-feed', brokers, logLevel: logLevel.NOTHING });
      this.producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, allowAutoTopicCreation: true });
      await this.producer.connect();
    }
    return this.producer.send({ topic, messages: [{ key, value, headers }] });
  }

  async disconnect(): Promise<void> {
    await this.producer?.disconnect();
    this.producer = undefined;
  }
}
