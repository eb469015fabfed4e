import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const COLOR_THEMES = ['blue', 'green', 'purple', 'orange', 'pink', 'teal'] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text', { unique: true }) email!: string;
  @Column('text', { unique: true }) username!: string;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @Column('text', { name: 'first_name', default: '' }) firstName!: string;
  @Column('text', { name: 'last_name', default: '' }) lastName!: string;
  @Column('text', { default: '' }) bio!: string;
  @Column('text', { name: 'color_theme', default: 'blue' }) colorTheme!: ColorTheme;
  @Column('text', { name: 'profile_picture', nullable: true }) profilePicture!: string | null;
  /** Bumped on every change other services project, so they can drop stale events. */
  @Column('bigint', { default: 1 }) version!: string;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;
}
