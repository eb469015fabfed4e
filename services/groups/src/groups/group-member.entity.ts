import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('group_members')
export class GroupMemberEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'group_id' }) groupId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  /** Chosen at join time from the rotation (member-colors.ts) and kept while the member stays. */
  @Column('text') color!: string;
  @Column('timestamptz', { name: 'joined_at', default: () => 'clock_timestamp()' }) joinedAt!: Date;
}
