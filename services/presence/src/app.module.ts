import { Module } from '@nestjs/common';
import { EventsModule, MongoModule, PlatformModule, DataExportPartController, dataExportPartFrom } from '@overlap/platform';
import { ConsumerGroups } from '@overlap/proto';
import { CampusesController } from './campuses/campuses.controller';
import { CampusesRepository } from './campuses/campuses.repository';
import { CampusesSeeder } from './campuses/campuses.seed';
import { GroupPresenceController } from './group-presence/group-presence.controller';
import { GroupPresenceService } from './group-presence/group-presence.service';
import { TimetableClient } from './group-presence/timetable.client';
import { InvitationFanout } from './live/invitation-fanout.event-handler';
import { SessionFanout } from './live/session-fanout.event-handler';
import { LiveAudience } from './live/live-audience.service';
import { LiveConnections } from './live/live-connections.service';
import { LiveController } from './live/live.controller';
import { MembershipFanout } from './live/membership-fanout.event-handler';
import { PresenceFanout } from './live/presence-fanout.event-handler';
import { RecentLeaves } from './live/recent-leaves.service';
import { ScheduleFanout } from './live/schedule-fanout.event-handler';
import { ExpirySweep } from './presence/expiry-sweep.job';
import { PresenceController } from './presence/presence.controller';
import { PresenceRelay } from './presence/presence-relay.job';
import { PresenceService } from './presence/presence.service';
import { PresenceStatesRepository } from './presence/presence-states.repository';
import { UserEventsConsumer } from './presence/user-events.event-handler';
import { MembershipEventsConsumer } from './projections/membership-events.event-handler';
import { MembershipsRepository } from './projections/memberships.repository';
import { UsersRepository } from './projections/users.repository';
import { DataExportService } from './data-export/data-export.service';

@Module({
  imports: [
    PlatformModule.forRoot({ service: 'presence' }),
    MongoModule.forRoot({ service: 'presence' }),
    EventsModule.forRoot({ service: 'presence', store: 'mongo', consumerGroup: ConsumerGroups.presence }),
  ],
  controllers: [CampusesController, PresenceController, GroupPresenceController, LiveController, DataExportPartController],
  providers: [
    DataExportService,
    dataExportPartFrom(DataExportService),
    CampusesRepository,
    CampusesSeeder,
    PresenceStatesRepository,
    MembershipsRepository,
    UsersRepository,
    PresenceRelay,
    PresenceService,
    ExpirySweep,
    UserEventsConsumer,
    MembershipEventsConsumer,
    TimetableClient,
    GroupPresenceService,
    LiveConnections,
    RecentLeaves,
    LiveAudience,
    PresenceFanout,
    MembershipFanout,
    InvitationFanout,
    SessionFanout,
    ScheduleFanout,
  ],
})
export class AppModule {}
