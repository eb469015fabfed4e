import type { DataSource } from 'typeorm';

/**
 * One batch of PostgreSQL event bookkeeping older than `before`: outbox rows published before it
 * (unpublished rows are never touched: they are events still to send) and processed event ids
 * recorded before it. Returns the larger of the two counts, so a full batch of either asks for
 * another pass.
 */
export async function prunePostgresEventRows(dataSource: DataSource, before: Date, limit: number): Promise<number> {
  const [, outbox] = (await dataSource.query(
    `DELETE FROM outbox_events WHERE id IN (
       SELECT id FROM outbox_events WHERE published_at IS NOT NULL AND published_at < $1 LIMIT $2)`,
    [before, limit],
  )) as [unknown, number];
  const [, processed] = (await dataSource.query(
    `DELETE FROM processed_events WHERE (consumer_group, event_id) IN (
       SELECT consumer_group, event_id FROM processed_events WHERE processed_at < $1 LIMIT $2)`,
    [before, limit],
  )) as [unknown, number];
  return Math.max(outbox, processed);
}
