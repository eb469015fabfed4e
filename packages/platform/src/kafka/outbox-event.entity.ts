import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An event written in the same transaction as the state it describes; the relay publishes it. */
@Entity('outbox_events')
export class OutboxEventEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') topic!: string;
  @Column('text') key!: string;
  @Column('bytea') value!: Buffer;
  @Column('jsonb', { default: {} }) headers!: Record<string, string>;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'published_at', nullable: true }) publishedAt!: Date | null;
  @Column('integer', { default: 0 }) attempts!: number;
}
