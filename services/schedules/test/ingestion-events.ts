import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { databaseUrlFor, encodeEnvelope } from '@overlap/platform';
import { IngestionEventTypes, OccurrenceSchema, SourceOccurrencesReplacedSchema, SourceRemovedSchema, Topics } from '@overlap/proto';
import { ApiClient } from '@overlap/test-support';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { Client } from 'pg';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

export interface TestOccurrence {
  id: string;
  title: string;
  start: string;
  end: string;
  location?: string;
  description?: string;
  type?: string;
  allDay?: boolean;
  sourceTimezone?: string;
  transparent?: boolean;
}

const occurrence = (o: TestOccurrence): MessageInitShape<typeof OccurrenceSchema> => ({
  occurrenceId: o.id,
  uid: o.id.split('@')[0]!,
  title: o.title,
  description: o.description ?? '',
  location: o.location ?? '',
  start: timestampFromDate(new Date(o.start)),
  end: timestampFromDate(new Date(o.end)),
  allDay: o.allDay ?? false,
  sourceTimezone: o.sourceTimezone ?? 'Europe/Stockholm',
  eventType: o.type ?? 'Lecture',
  transparent: o.transparent ?? false,
});

/** Publishes what the ingestion service publishes: real envelopes on ingestion.schedules.v1, key = user id. */
export class IngestionEvents {
  private producer: Producer | undefined;

  async start(): Promise<void> {
    this.producer = new Kafka({ clientId: 'schedules-test', brokers, logLevel: logLevel.NOTHING }).producer({ allowAutoTopicCreation: true });
    await this.producer.connect();
  }

  async stop(): Promise<void> {
    await this.producer?.disconnect();
  }

  /** Encodes a replace; returns the bytes so a test can deliver the very same message again. */
  replaceMessage(
    userId: string,
    sourceId: string,
    version: number,
    occurrences: TestOccurrence[],
    window?: { start: string; end: string },
  ): { key: string; value: Buffer; id: string } {
    const payload = create(SourceOccurrencesReplacedSchema, {
      userId,
      sourceId,
      sourceKind: 'ics',
      sourceName: 'Uni timetable',
      version: BigInt(version),
      occurrences: occurrences.map(occurrence),
      ...(window ? { windowStart: timestampFromDate(new Date(window.start)), windowEnd: timestampFromDate(new Date(window.end)) } : {}),
    });
    const { id, value } = encodeEnvelope('ingestion', {
      topic: Topics.ingestionSchedules,
      key: userId,
      eventType: IngestionEventTypes.sourceOccurrencesReplaced,
      schema: SourceOccurrencesReplacedSchema,
      payload,
    });
    return { key: userId, value, id };
  }

  /** Publishes a replace; returns its event id. */
  async replace(userId: string, sourceId: string, version: number, occurrences: TestOccurrence[], window?: { start: string; end: string }): Promise<string> {
    const message = this.replaceMessage(userId, sourceId, version, occurrences, window);
    await this.deliver(message);
    return message.id;
  }

  async remove(userId: string, sourceId: string, version: number): Promise<void> {
    const { value } = encodeEnvelope('ingestion', {
      topic: Topics.ingestionSchedules,
      key: userId,
      eventType: IngestionEventTypes.sourceRemoved,
      schema: SourceRemovedSchema,
      payload: create(SourceRemovedSchema, { userId, sourceId, version: BigInt(version) }),
    });
    await this.deliver({ key: userId, value });
  }

  async deliver(message: { key: string; value: Buffer }): Promise<void> {
    await this.producer!.send({ topic: Topics.ingestionSchedules, messages: [{ key: message.key, value: message.value }] });
  }
}

/** Polls until the check passes: consumers apply events asynchronously. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(last).slice(0, 800)}`);
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  return last;
}

export const weekOf = (client: ApiClient, week: number, year: number) => client.get(`/api/events?week=${week}&year=${year}`);

/** Titles of a week view, in the order answered. */
export async function weekTitles(client: ApiClient, week: number, year: number): Promise<string[]> {
  const res = await weekOf(client, week, year);
  if (res.status !== 200) throw new Error(`GET /api/events answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body.events as { title: string }[]).map((e) => e.title);
}

/**
 * Events of one user stay in order on their partition: once a later marker event is visible,
 * everything published before it has been consumed, so "nothing changed" can be asserted.
 */
export async function afterEverythingConsumed(events: IngestionEvents, client: ApiClient, userId: string): Promise<void> {
  const markerSource = `marker-${Math.random().toString(36).slice(2)}`;
  await events.replace(userId, markerSource, 1, [{ id: `${markerSource}@1`, title: markerSource, start: '2030-01-07T09:00:00Z', end: '2030-01-07T10:00:00Z' }]);
  await eventually(
    () => weekTitles(client, 2, 2030),
    (titles) => titles.includes(markerSource),
  );
}

/** Whether schedules' consumer has handled the event (applied or deliberately ignored). */
export const consumed = (eventId: string): Promise<boolean> =>
  schedulesDb(async (db) => (await db.query(`SELECT 1 FROM processed_events WHERE consumer_group = 'schedules' AND event_id = $1`, [eventId])).rowCount === 1);

/** Direct reads of schedules' own database, for what no API shows (rows left after a deletion). */
export async function schedulesDb<T>(fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: databaseUrlFor('schedules') });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}
