import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { CreateSubscriptionDto, UpdateSubscriptionDto } from './subscription.dto';
import { SubscriptionDeletedView, SubscriptionListView, SubscriptionView } from './subscription.views';
import { SubscriptionsService } from './subscriptions.service';

// A subscription id that is not a UUID cannot exist: 404 like any other unknown id.
const idPipe = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/**
 * The feed calls (docs/product/calendar-feeds.md). A userId naming someone else is refused with 403; another user's
 * subscription id answers 404, so ids of other users' feeds cannot be probed.
 */
@ApiTags('feeds')
@Controller('api/ics/subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('user/:userId')
  @ApiOperationOf('getFeeds', SubscriptionListView)
  async list(@CurrentUser() caller: AuthenticatedUser, @Param('userId') userId: string): Promise<SubscriptionListView> {
    assertSelf(caller, userId);
    return this.subscriptions.list(caller.userId);
  }

  /** The first sync runs at once, so the answer already says whether the feed works. */
  @Post()
  @ApiOperationOf('createFeed', SubscriptionView, 201)
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() dto: CreateSubscriptionDto): Promise<SubscriptionView> {
    assertSelf(caller, dto.userId);
    const created = await this.subscriptions.create(caller.userId, dto);
    return this.subscriptions.syncNow(caller.userId, created._id);
  }

  /** A new link, name or interval is synced at once (the name travels with the occurrences). */
  @Put(':id')
  @ApiOperationOf('updateFeed', SubscriptionView)
  async update(@CurrentUser() caller: AuthenticatedUser, @Param('id', idPipe) id: string, @Body() dto: UpdateSubscriptionDto): Promise<SubscriptionView> {
    const { source, needsSync } = await this.subscriptions.update(caller.userId, id, dto);
    return needsSync ? this.subscriptions.syncNow(caller.userId, id, true) : this.subscriptions.view(source);
  }

  @Post(':id/sync')
  @HttpCode(200)
  @ApiOperationOf('syncFeed', SubscriptionView)
  async sync(@CurrentUser() caller: AuthenticatedUser, @Param('id', idPipe) id: string): Promise<SubscriptionView> {
    return this.subscriptions.syncNow(caller.userId, id);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperationOf('deleteFeed', SubscriptionDeletedView)
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('id', idPipe) id: string): Promise<SubscriptionDeletedView> {
    await this.subscriptions.remove(caller.userId, id);
    return { id, message: 'Subscription deleted' };
  }
}
