import type { ConsumerOptions } from '@overlap/platform';
import { IdentityEventTypes, IngestionEventTypes, Topics } from '@overlap/proto';
import type pino from 'pino';
import { sourceEventHandlers } from '../occurrences/source-events.handler';
import { userEventHandlers } from '../users/user-events.handler';

/** One consumer group for both topics; each user's events stay ordered (key = user id). */
export function schedulesConsumers(logger: pino.Logger): ConsumerOptions[] {
  const sources = sourceEventHandlers(logger);
  const users = userEventHandlers(logger);
  return [
    {
      groupId: 'schedules',
      topics: [Topics.ingestionSchedules, Topics.identityUsers],
      handlers: {
        [IngestionEventTypes.sourceOccurrencesReplaced]: sources.replaced,
        [IngestionEventTypes.sourceRemoved]: sources.removed,
        [IdentityEventTypes.userRegistered]: users.registered,
        [IdentityEventTypes.userUpdated]: users.updated,
        [IdentityEventTypes.userDeleted]: users.deleted,
      },
    },
  ];
}
