import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('group_members')
export class GroupMemberEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'group_id' }) groupId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  /** The member's colour in this group (nextMemberColor at join, ADR 030): no other member of the group has it while there are at most twelve. */
  @Column('text') color!: string;
  @Column('timestamptz', { name: 'joined_at', default: () => 'clock_timestamp()' }) joinedAt!: Date;
}
