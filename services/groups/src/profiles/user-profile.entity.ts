import { DEFAULT_TIMEZONE } from '@overlap/time';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Local projection of identity.users.v1: what groups shows of a user (names, colour, zone).
 * A deleted user keeps a tombstone (no personal data) so late or replayed events cannot
 * bring them back.
 */
@Entity('user_profiles')
export class UserProfileEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { default: '' }) username!: string;
  @Column('text', { name: 'first_name', default: '' }) firstName!: string;
  @Column('text', { name: 'last_name', default: '' }) lastName!: string;
  @Column('text', { name: 'display_name', default: '' }) displayName!: string;
  @Column('text', { name: 'color_theme', default: 'blue' }) colorTheme!: string;
  @Column('text', { default: DEFAULT_TIMEZONE }) timezone!: string;
  @Column('bigint', { default: 0 }) version!: string;
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt!: Date | null;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;
}
