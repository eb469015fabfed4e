import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { UserContact } from '@overlap/contracts';
import { InternalCallers, Public } from '@overlap/platform';
import { UserContactService } from './user-contact.service';

/** For billing's trial reminder and groups' invitation e-mails (@overlap/contracts user-contact); never routed by the gateway. */
@ApiExcludeController()
@Controller('internal/users')
@Public()
@InternalCallers('billing', 'groups')
export class UserContactController {
  constructor(private readonly contacts: UserContactService) {}

  @Get(':userId/contact')
  contact(@Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string): Promise<UserContact> {
    return this.contacts.contact(userId);
  }
}
