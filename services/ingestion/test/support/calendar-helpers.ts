import { fromBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, IngestionEventTypes, SourceOccurrencesReplacedSchema, SourceRemovedSchema } from '@overlap/proto';
import type { ApiClient, KafkaProbe, SignedUpUser } from '@overlap/test-support';
import type { KafkaMessage } from 'kafkajs';

export interface WeekEvent {
  title: string;
  weekday: string;
  start_time: string;
  end_time: string;
  location: string;
  type: string;
  sourceId: string;
}

export async function weekEvents(client: ApiClient, userId: string, week: { week: number; year: number }): Promise<WeekEvent[]> {
  const res = await client.get(`/api/events?week=${week.week}&year=${week.year}&userId=${userId}`);
  if (res.status !== 200) throw new Error(`week API answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.events as WeekEvent[];
}

export interface SourceMessage {
  eventId: string;
  eventType: string;
  producer: string;
  version: bigint;
  occurrences: { title: string; start: Date; end: Date; eventType: string; location: string }[];
  headers: KafkaMessage['headers'];
}

/** What ingestion published for one source, decoded, in arrival order. */
export function sourceMessages(probe: KafkaProbe, userId: string, sourceId: string): SourceMessage[] {
  return probe.messages
    .filter((m) => m.key?.toString() === userId)
    .map((m) => {
      const env = fromBinary(EventEnvelopeSchema, m.value!);
      if (env.eventType === IngestionEventTypes.sourceOccurrencesReplaced) {
        const p = fromBinary(SourceOccurrencesReplacedSchema, env.payload);
        return {
          sourceId: p.sourceId,
          eventId: env.eventId,
          eventType: env.eventType,
          producer: env.producer,
          version: p.version,
          headers: m.headers,
          occurrences: p.occurrences.map((o) => ({
            title: o.title,
            start: new Date(Number(o.start!.seconds) * 1000),
            end: new Date(Number(o.end!.seconds) * 1000),
            eventType: o.eventType,
            location: o.location,
          })),
        };
      }
      const r = fromBinary(SourceRemovedSchema, env.payload);
      return {
        sourceId: r.sourceId,
        eventId: env.eventId,
        eventType: env.eventType,
        producer: env.producer,
        version: r.version,
        headers: m.headers,
        occurrences: [],
      };
    })
    .filter((m) => m.sourceId === sourceId);
}

export async function addFeed(user: SignedUpUser, name: string, url: string, syncInterval = 30) {
  const res = await user.client.post('/api/ics/subscriptions', { userId: user.id, name, url, syncInterval });
  if (res.status !== 201) throw new Error(`adding the feed failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; status: string; eventCount: number; errorMessage: string | null; lastSync: string | null; url: string };
}
