import type { DataSource, EntityManager } from 'typeorm';
import type { ProcessedEventStore } from './processed-event-store.port';

/**
 * PostgreSQL: the event id goes into processed_events in the same transaction as the handler's
 * writes, so an event is applied exactly once per consumer group, crash or not.
 */
export class PostgresProcessedEvents implements ProcessedEventStore<EntityManager> {
  constructor(private readonly dataSource: DataSource) {}

  async prepare(): Promise<void> {
    // The table comes with the platform's migration (PlatformTables).
  }

  applyOnce(consumerGroup: string, eventId: string, apply: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO processed_events (consumer_group, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
        [consumerGroup, eventId],
      );
      if (!inserted.length) return false;
      await apply(manager);
      return true;
    });
  }
}
