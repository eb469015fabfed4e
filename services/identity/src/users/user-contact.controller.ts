import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { UserContact } from '@overlap/contracts';
import { InternalCallers, notFound, Public } from '@overlap/platform';
import { DataSource } from 'typeorm';
import { UserSettingsEntity } from './user-settings.entity';
import { UserEntity } from './user.entity';

/** For billing's trial reminder and groups' invitation e-mails (@overlap/contracts user-contact); never routed by the gateway. */
@ApiExcludeController()
@Controller('internal/users')
@Public()
@InternalCallers('billing', 'groups')
export class UserContactController {
  constructor(private readonly db: DataSource) {}

  @Get(':userId/contact')
  async contact(@Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string): Promise<UserContact> {
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw notFound('User not found');
    const settings = await this.db.getRepository(UserSettingsEntity).findOneBy({ userId });
    return { email: user.email, firstName: user.firstName, language: settings?.language ?? 'en', emailNotifications: settings?.emailNotifications ?? true };
  }
}
