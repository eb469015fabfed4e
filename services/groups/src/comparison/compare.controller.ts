import { Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { groupIdParam } from '../groups/ids.dto';
import { CompareQuery } from './compare.dto';
import { ComparisonService, PERSONAL_SCHEDULE } from './comparison.service';
import { ComparisonView } from './comparison.views';

@ApiTags('study-groups')
@Controller('api/study-groups/:groupId')
export class CompareController {
  constructor(private readonly comparison: ComparisonService) {}

  /** A POST although it only reads: the UI has always called it so. */
  @Post('compare-schedules')
  @HttpCode(200)
  @ApiOperationOf('compareSchedules', ComparisonView)
  compare(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string, @Query() query: CompareQuery): Promise<ComparisonView> {
    const id = groupId === PERSONAL_SCHEDULE ? PERSONAL_SCHEDULE : groupIdParam(groupId);
    return this.comparison.compare(caller.userId, id, query);
  }
}
