import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One row per issued refresh token. A session is a family of rotated tokens; presenting a
 * token that was already rotated revokes the whole family (token theft detection).
 */
@Entity('refresh_tokens')
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'session_id' }) sessionId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'token_hash', unique: true }) tokenHash!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'rotated_at', nullable: true }) rotatedAt!: Date | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
