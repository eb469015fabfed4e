import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { DataExportPart } from '@overlap/contracts';
import { InternalCallers, Public } from '@overlap/platform';
import { DataExportService } from './data-export.service';

/** Identity's read of schedules' part of a student's data export (ADR 048); never routed by the gateway. */
@ApiExcludeController()
@Controller('internal/users')
@Public()
@InternalCallers('identity')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  @Get(':userId/data-export')
  part(@Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string): Promise<DataExportPart> {
    return this.exports.part(userId);
  }
}
