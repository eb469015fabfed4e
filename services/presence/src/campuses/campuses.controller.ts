import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf } from '@overlap/platform';
import { CampusesRepository } from './campuses.repository';
import { CampusView, toCampusView } from './campus.views';

@ApiTags('campuses')
@Controller('api/campuses')
export class CampusesController {
  constructor(private readonly campuses: CampusesRepository) {}

  /** Every campus; the browser decides on the device which one it is in (docs/product/presence.md). */
  @Get()
  @ApiOperationOf('getCampuses', [CampusView])
  async getCampuses(): Promise<CampusView[]> {
    return (await this.campuses.list()).map(toCampusView);
  }
}
