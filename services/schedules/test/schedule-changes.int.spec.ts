import { fromBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, ScheduleChange, ScheduleChangedSchema, SchedulesEventTypes, Topics } from '@overlap/proto';
import { KafkaProbe, signUpUser } from '@overlap/test-support';
import type { KafkaMessage } from 'kafkajs';
import { eventually, IngestionEvents, type TestOccurrence } from './ingestion-events';

jest.setTimeout(60_000);

const lecture: TestOccurrence = { id: 'micro@1', title: 'Microeconomics', start: '2026-03-02T09:15:00Z', end: '2026-03-02T11:00:00Z' };

/** schedules.changes.v1 feeds the live stream's `schedule` event (ADR 021): one event per change a calendar shows, none otherwise. */
describe('schedules.changes.v1', () => {
  const probe = new KafkaProbe(Topics.schedulesChanges);
  const ingestion = new IngestionEvents();
  beforeAll(() => Promise.all([probe.start(), ingestion.start()]), 60_000);
  afterAll(() => Promise.all([probe.stop(), ingestion.stop()]));

  const changesOf = (userId: string) =>
    probe.messages
      .filter((m: KafkaMessage) => m.key?.toString() === userId)
      .map((m) => fromBinary(EventEnvelopeSchema, m.value!))
      .map((e) => {
        expect(e.eventType).toBe(SchedulesEventTypes.scheduleChanged);
        return fromBinary(ScheduleChangedSchema, e.payload);
      });
  const waitForChanges = (userId: string, count: number) =>
    eventually(
      async () => changesOf(userId),
      (changes) => changes.length >= count,
    );

  it('publishes a sync that changed something, a removed source, a cleared and a restored week, keyed by user, and nothing for no change', async () => {
    const { client, id } = await signUpUser();
    await ingestion.replace(id, 'feed-a', 1, [lecture]);
    await waitForChanges(id, 1);
    // The same occurrences again; a clean of a week already clean; a restore of a week not cleared.
    await ingestion.replace(id, 'feed-a', 2, [lecture]);
    expect((await client.delete('/api/events/clean?week=10&year=2026')).status).toBe(200);
    expect((await client.delete('/api/events/clean?week=10&year=2026')).status).toBe(200);
    expect((await client.post('/api/events/restore?week=10&year=2026')).status).toBe(200);
    expect((await client.post('/api/events/restore?week=10&year=2026')).body.restored).toBe(false);
    await ingestion.remove(id, 'feed-a', 3);
    const changes = await waitForChanges(id, 4);
    // One user's events share a partition, so the removal's arrival means the unchanged sync was handled before it.
    expect(changes.map((c) => [c.userId, c.change])).toEqual([
      [id, ScheduleChange.SOURCE_SYNCED],
      [id, ScheduleChange.WEEK_CLEARED],
      [id, ScheduleChange.WEEK_RESTORED],
      [id, ScheduleChange.SOURCE_REMOVED],
    ]);
    expect(changes.every((c) => c.changedAt)).toBe(true);
  });
});
