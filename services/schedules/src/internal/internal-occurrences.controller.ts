import { Controller, Get, Query } from '@nestjs/common';
import { INTERNAL_OCCURRENCES_PATH, type InternalOccurrencesResponse } from '@overlap/contracts';
import { InternalCallers, Public } from '@overlap/platform';
import { InternalOccurrencesQuery } from './internal-occurrences.dto';
import { InternalOccurrencesService } from './internal-occurrences.service';

/** For groups (schedule comparison) and presence (what a member's timetable says now); never routed by the gateway. */
@Controller(INTERNAL_OCCURRENCES_PATH)
@Public()
@InternalCallers('groups', 'presence')
export class InternalOccurrencesController {
  constructor(private readonly occurrences: InternalOccurrencesService) {}

  /** Up to 50 users' entries on the viewer's days [from, to), cleared weeks left out, one query for all. */
  @Get()
  async list(@Query() query: InternalOccurrencesQuery): Promise<InternalOccurrencesResponse> {
    return { users: await this.occurrences.entries(query) };
  }
}
