import { Controller, Get, Inject, Param, ParseUUIDPipe, type Provider, type Type } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InternalCallers } from '../auth/internal.guard';
import { Public } from '../auth/public.decorator';

/** What a service holds of a student, for their data export (ADR 048): one part, as JSON. */
export interface DataExportPartSource {
  part(userId: string): Promise<object>;
}

export const DATA_EXPORT_PART = Symbol('DATA_EXPORT_PART');

/** Gives the service's own part source to the shared controller: `providers: [dataExportPartFrom(DataExportService)]`. */
export const dataExportPartFrom = (source: Type<DataExportPartSource>): Provider => ({ provide: DATA_EXPORT_PART, useExisting: source });

/**
 * Identity's read of this service's part of a student's data export, the same route in every
 * service that holds one: identity's credential only, never routed by the gateway.
 */
@ApiExcludeController()
@Controller('internal/users')
@Public()
@InternalCallers('identity')
export class DataExportPartController {
  constructor(@Inject(DATA_EXPORT_PART) private readonly source: DataExportPartSource) {}

  @Get(':userId/data-export')
  part(@Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string): Promise<object> {
    return this.source.part(userId);
  }
}
