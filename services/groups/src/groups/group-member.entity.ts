import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('group_members')
export class GroupMemberEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'group_id' }) groupId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  /** The person's colour when they joined (personColor, ADR 030); answers compute it from user_id, so older rotation colours are never shown. */
  @Column('text') color!: string;
  @Column('timestamptz', { name: 'joined_at', default: () => 'clock_timestamp()' }) joinedAt!: Date;
}
