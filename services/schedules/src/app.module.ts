import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, InternalServiceGuard, PlatformModule, DataExportPartController, dataExportPartFrom } from '@overlap/platform';
import { ConsumerGroups } from '@overlap/proto';
import { CalendarExportController } from './calendar-export/calendar-export.controller';
import { CalendarExportService } from './calendar-export/calendar-export.service';
import { CalendarExportsRepository } from './calendar-export/calendar-exports.repository';
import { ScheduleEvents } from './changes/schedule.events';
import { ClearedWeeksController } from './cleared-weeks/cleared-weeks.controller';
import { ClearedWeeksRepository } from './cleared-weeks/cleared-weeks.repository';
import { ClearedWeeksService } from './cleared-weeks/cleared-weeks.service';
import { CalendarEventsService } from './events/calendar-events.service';
import { IcsEventsController } from './events/ics-events.controller';
import { WeekEventsController } from './events/week-events.controller';
import { InternalOccurrencesController } from './internal/internal-occurrences.controller';
import { InternalOccurrencesService } from './internal/internal-occurrences.service';
import { SchedulesSchema1763800000000 } from './migrations/1763800000000-schedules-schema';
import { OccurrenceTransparency1764400000000 } from './migrations/1764400000000-occurrence-transparency';
import { CalendarExports1795600000000 } from './migrations/1795600000000-calendar-exports';
import { OwnEvents1795700000000 } from './migrations/1795700000000-own-events';
import { DeletedUserDigests1796100000000 } from './migrations/1796100000000-deleted-user-digests';
import { GroupSessions1796200000000 } from './migrations/1796200000000-group-sessions';
import { GroupSessionsHandler } from './group-sessions/group-sessions.event-handler';
import { GroupSessionsRepository } from './group-sessions/group-sessions.repository';
import { CalendarReader } from './occurrences/calendar-reader.service';
import { OccurrencesRepository } from './occurrences/occurrences.repository';
import { SourceEventsHandler } from './occurrences/source-events.event-handler';
import { SourcesRepository } from './occurrences/sources.repository';
import { OwnEventsController } from './own-events/own-events.controller';
import { OwnEventsRepository } from './own-events/own-events.repository';
import { OwnEventsService } from './own-events/own-events.service';
import { UserEventsHandler } from './users/user-events.event-handler';
import { UserProfilesRepository } from './users/user-profiles.repository';
import { DataExportRepository } from './data-export/data-export.repository';
import { DataExportService } from './data-export/data-export.service';

@Module({
  imports: [
    PlatformModule.forRoot({ service: 'schedules' }),
    // Plain SQL throughout (bulk replaces, one range scan per read): no TypeORM entities needed.
    DatabaseModule.forRoot({
      service: 'schedules',
      entities: [],
      migrations: [
        SchedulesSchema1763800000000,
        OccurrenceTransparency1764400000000,
        CalendarExports1795600000000,
        OwnEvents1795700000000,
        DeletedUserDigests1796100000000,
        GroupSessions1796200000000,
      ],
    }),
    // One consumer group for both topics; each user's events stay ordered (key = user id).
    EventsModule.forRoot({ service: 'schedules', store: 'postgres', consumerGroup: ConsumerGroups.schedules }),
  ],
  controllers: [
    DataExportPartController,
    IcsEventsController,
    WeekEventsController,
    ClearedWeeksController,
    OwnEventsController,
    InternalOccurrencesController,
    CalendarExportController,
  ],
  providers: [
    GroupSessionsRepository,
    GroupSessionsHandler,
    DataExportService,
    dataExportPartFrom(DataExportService),
    DataExportRepository,
    // Use cases, called by the controllers.
    CalendarReader,
    CalendarEventsService,
    ClearedWeeksService,
    InternalOccurrencesService,
    CalendarExportService,
    OwnEventsService,
    // Persistence.
    OccurrencesRepository,
    SourcesRepository,
    ClearedWeeksRepository,
    CalendarExportsRepository,
    UserProfilesRepository,
    OwnEventsRepository,
    // Events in and out.
    SourceEventsHandler,
    UserEventsHandler,
    ScheduleEvents,
    InternalServiceGuard,
  ],
})
export class AppModule {}
