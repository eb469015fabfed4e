import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { OwnEventDto, OwnEventsQuery } from './own-events.dto';
import { OwnEventsService } from './own-events.service';
import { OwnEventDeletedView, ownEventDeletedView, OwnEventsView, OwnEventView, ownEventView } from './own-events.views';

/** The caller's own events: a job shift, training, an appointment (docs/product/calendar.md). */
@ApiTags('calendar')
@Controller('api/events/own')
export class OwnEventsController {
  constructor(private readonly ownEvents: OwnEventsService) {}

  @Get()
  @ApiOperationOf('getOwnEvents', OwnEventsView)
  async list(@CurrentUser() caller: AuthenticatedUser, @Query() query: OwnEventsQuery): Promise<OwnEventsView> {
    assertSelf(caller, query.userId);
    return { events: (await this.ownEvents.list(caller.userId)).map(ownEventView) };
  }

  @Post()
  @ApiOperationOf('createOwnEvent', OwnEventView, 201)
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() dto: OwnEventDto): Promise<OwnEventView> {
    return ownEventView(await this.ownEvents.create(caller.userId, dto));
  }

  /** The whole event again: edited, moved, made weekly or one-off. */
  @Put(':eventId')
  @ApiOperationOf('updateOwnEvent', OwnEventView)
  async update(@CurrentUser() caller: AuthenticatedUser, @Param('eventId') eventId: string, @Body() dto: OwnEventDto): Promise<OwnEventView> {
    return ownEventView(await this.ownEvents.update(caller.userId, eventId, dto));
  }

  /** A weekly event goes with all its weeks. */
  @Delete(':eventId')
  @HttpCode(200)
  @ApiOperationOf('deleteOwnEvent', OwnEventDeletedView)
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('eventId') eventId: string): Promise<OwnEventDeletedView> {
    return ownEventDeletedView(await this.ownEvents.delete(caller.userId, eventId));
  }
}
