import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Ids of events a consumer group has applied, written in the handler's transaction. */
@Entity('processed_events')
export class ProcessedEventEntity {
  @PrimaryColumn('text', { name: 'consumer_group' }) consumerGroup!: string;
  @PrimaryColumn('uuid', { name: 'event_id' }) eventId!: string;
  @Column('timestamptz', { name: 'processed_at', default: () => 'now()' }) processedAt!: Date;
}
