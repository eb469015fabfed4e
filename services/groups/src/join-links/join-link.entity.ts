import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A shareable way into a group (ADR 031). The token itself is never stored, only its SHA-256. */
@Entity('group_join_links')
export class JoinLinkEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'group_id' }) groupId!: string;
  @Column('text', { name: 'token_hash' }) tokenHash!: string;
  @Column('uuid', { name: 'created_by' }) createdBy!: string;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  @Column('uuid', { name: 'revoked_by', nullable: true }) revokedBy!: string | null;
}
