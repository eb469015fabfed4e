import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An upload slot handed out by POST /api/objects/upload. Bytes are kept in PostgreSQL: avatars
 * are small, and this keeps identity stateless on Kubernetes (no volume, no object store).
 */
@Entity('uploads')
export class UploadEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'content_type', nullable: true }) contentType!: string | null;
  @Column('integer', { default: 0 }) size!: number;
  @Column('bytea', { nullable: true, select: false }) data!: Buffer | null;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'completed_at', nullable: true }) completedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
