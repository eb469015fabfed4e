import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { PreviewFeedDto } from './feed-preview.dto';
import { FeedPreviewView } from './feed-preview.views';
import { FeedPreviewService } from './feed-preview.service';

@ApiTags('feeds')
@Controller('api/ics/subscriptions/preview')
export class FeedPreviewController {
  constructor(private readonly previews: FeedPreviewService) {}

  /**
   * The first weeks a calendar link would add, read now and stored nowhere: a bad link is 400, a
   * feed that cannot be fetched or read is 422 with the reason (issue 18).
   */
  @Post()
  @HttpCode(200)
  @ApiOperationOf('previewFeed', FeedPreviewView)
  async preview(@CurrentUser() caller: AuthenticatedUser, @Body() dto: PreviewFeedDto): Promise<FeedPreviewView> {
    return this.previews.preview(caller.userId, dto.url);
  }
}
