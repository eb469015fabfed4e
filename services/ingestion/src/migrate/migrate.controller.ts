import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { MigrateEventsDto } from './migrate.dto';
import { MigrateService } from './migrate.service';

@Controller('api/ics/subscriptions/migrate')
export class MigrateController {
  constructor(private readonly migrations: MigrateService) {}

  /** SPEC.md §7: imports the browser's locally kept events for the caller; answers { migratedCount } (newly added). */
  @Post()
  @HttpCode(200)
  async migrate(@CurrentUser() caller: AuthenticatedUser, @Body() dto: MigrateEventsDto) {
    return { migratedCount: await this.migrations.migrate(caller.userId, dto.events ?? []) };
  }
}
