import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Single-use, expiring reset tokens; only their SHA-256 is stored. */
@Entity('password_resets')
export class PasswordResetEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'token_hash', unique: true }) tokenHash!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
