import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Deleted with its group (ON DELETE CASCADE), so an invitation to a deleted group disappears. */
@Entity('invitations')
export class InvitationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'group_id' }) groupId!: string;
  @Column('uuid', { name: 'invited_user_id' }) invitedUserId!: string;
  @Column('uuid', { name: 'invited_by' }) invitedBy!: string;
  @Column('text', { nullable: true }) message!: string | null;
  @Column('text', { default: 'pending' }) status!: InvitationStatus;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'responded_at', nullable: true }) respondedAt!: Date | null;
}
