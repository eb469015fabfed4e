import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A study session booked in a group (ADR 052). */
@Entity('study_sessions')
export class StudySessionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'group_id' }) groupId!: string;
  @Column('uuid', { name: 'booked_by' }) bookedBy!: string;
  @Column('text') title!: string;
  @Column('timestamptz', { name: 'start_at' }) startAt!: Date;
  @Column('timestamptz', { name: 'end_at' }) endAt!: Date;
  /** Minutes east of UTC the booker's page read the day in (the mails show the times at it). */
  @Column('smallint', { name: 'utc_offset', default: 0 }) utcOffset!: number;
  @Column('text', { name: 'campus_id', nullable: true }) campusId!: string | null;
  @Column('text', { name: 'campus_name', default: '' }) campusName!: string;
  @Column('text', { default: '' }) room!: string;
  @Column('text', { name: 'online_url', default: '' }) onlineUrl!: string;
  @Column('text', { default: '' }) note!: string;
  // bigint arrives as a string from pg; the repository turns it into a number.
  @Column('bigint', { default: 1, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) version!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
  @Column('timestamptz', { name: 'cancelled_at', nullable: true }) cancelledAt!: Date | null;
}

export type SessionAnswerValue = 'going' | 'maybe' | 'declined';

/** One member's answer to a session; no row means no answer yet. */
@Entity('study_session_answers')
export class StudySessionAnswerEntity {
  @PrimaryColumn('uuid', { name: 'session_id' }) sessionId!: string;
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') answer!: SessionAnswerValue;
  @Column('timestamptz', { name: 'answered_at' }) answeredAt!: Date;
}
