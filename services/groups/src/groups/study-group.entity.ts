import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('study_groups')
export class StudyGroupEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('text', { nullable: true }) description!: string | null;
  @Column('text', { name: 'course_code', nullable: true }) courseCode!: string | null;
  /** The owner: the creator, or the member the group was handed to (docs/adr/007-study-groups-and-comparison.md). */
  @Column('uuid', { name: 'created_by' }) createdBy!: string;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
