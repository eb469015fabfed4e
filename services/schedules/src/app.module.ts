import { Module } from '@nestjs/common';
import { createLogger, DatabaseModule, InternalServiceGuard, KafkaModule, PlatformModule } from '@overlap/platform';
import { ClearedWeeksController } from './cleared-weeks/cleared-weeks.controller';
import { ClearedWeeksStore } from './cleared-weeks/cleared-weeks.store';
import { schedulesConsumers } from './consumers/schedules-consumers';
import { IcsEventsController } from './events/ics-events.controller';
import { WeekEventsController } from './events/week-events.controller';
import { InternalOccurrencesController } from './internal/internal-occurrences.controller';
import { SchedulesSchema1763800000000 } from './migrations/1763800000000-schedules-schema';
import { CalendarReader } from './occurrences/calendar-reader.service';

@Module({
  imports: [
    PlatformModule.forRoot({ service: 'schedules' }),
    // Plain SQL throughout (bulk replaces, one range scan per read): no TypeORM entities needed.
    DatabaseModule.forRoot({ service: 'schedules', entities: [], migrations: [SchedulesSchema1763800000000] }),
    KafkaModule.forRoot({ service: 'schedules', consumers: schedulesConsumers(createLogger('schedules')) }),
  ],
  controllers: [IcsEventsController, WeekEventsController, ClearedWeeksController, InternalOccurrencesController],
  providers: [CalendarReader, ClearedWeeksStore, InternalServiceGuard],
})
export class AppModule {}
