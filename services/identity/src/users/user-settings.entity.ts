import { DEFAULT_TIMEZONE } from '@overlap/time';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The defaults (notifications on, English, Europe/Stockholm: docs/product/accounts.md) live in the migration so every new user gets them. */
@Entity('user_settings')
export class UserSettingsEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('boolean', { name: 'email_notifications', default: true }) emailNotifications!: boolean;
  @Column('boolean', { name: 'push_notifications', default: true }) pushNotifications!: boolean;
  @Column('text', { default: 'en' }) language!: string;
  @Column('text', { default: DEFAULT_TIMEZONE }) timezone!: string;
  @Column('boolean', { name: 'dark_mode', default: false }) darkMode!: boolean;
  @Column('boolean', { name: 'profile_visibility', default: true }) profileVisibility!: boolean;
  @Column('boolean', { name: 'schedule_visibility', default: false }) scheduleVisibility!: boolean;
  @Column('boolean', { name: 'allow_direct_messages', default: true }) allowDirectMessages!: boolean;
  @Column('boolean', { name: 'show_online_status', default: true }) showOnlineStatus!: boolean;
}
