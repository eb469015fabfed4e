import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { MigrateEventsDto } from './migrate.dto';
import { MigrateService } from './migrate.service';

export class MigratedView {
  @ApiProperty({ description: 'Events newly added (ones imported before are not counted again)' })
  migratedCount!: number;
}

@ApiTags('feeds')
@Controller('api/ics/subscriptions/migrate')
export class MigrateController {
  constructor(private readonly migrations: MigrateService) {}

  /** Imports the browser's locally kept events for the caller; answers { migratedCount } (newly added). */
  @Post()
  @HttpCode(200)
  @ApiOperationOf('migrateLocalEvents', MigratedView)
  async migrate(@CurrentUser() caller: AuthenticatedUser, @Body() dto: MigrateEventsDto): Promise<MigratedView> {
    return { migratedCount: await this.migrations.migrate(caller.userId, dto.events ?? []) };
  }
}
