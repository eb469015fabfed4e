import { Injectable } from '@nestjs/common';
import type { UserContact } from '@overlap/contracts';
import { notFound } from '@overlap/platform';
import { UserSettingsRepository } from './user-settings.repository';
import { UsersRepository } from './users.repository';

/** How another service may write to a user: address, name, language and whether they want mail. */
@Injectable()
export class UserContactService {
  constructor(
    private readonly users: UsersRepository,
    private readonly settings: UserSettingsRepository,
  ) {}

  async contact(userId: string): Promise<UserContact> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('User not found');
    const settings = await this.settings.find(userId);
    return { email: user.email, firstName: user.firstName, language: settings?.language ?? 'en', emailNotifications: settings?.emailNotifications ?? true };
  }
}
