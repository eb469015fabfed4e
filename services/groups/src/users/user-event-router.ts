import { decodePayload, type PostgresEventHandler as EventHandler } from '@overlap/platform';
import { IdentityEventTypes, UserDeletedSchema, UserRegisteredSchema, UserUpdatedSchema, type UserProfile } from '@overlap/proto';
import type { EntityManager } from 'typeorm';

export interface UserEventSink {
  upsert(manager: EntityManager, profile: UserProfile): Promise<void>;
  remove(manager: EntityManager, userId: string): Promise<void>;
}

/**
 * Kafka handlers are declared with the module, before Nest has built the providers they need;
 * the projection attaches itself here when it is constructed (consumers start only after that).
 */
export class UserEventRouter {
  private sink: UserEventSink | undefined;

  attach(sink: UserEventSink) {
    this.sink = sink;
  }

  readonly handlers: Record<string, EventHandler> = {
    [IdentityEventTypes.userRegistered]: async (envelope, manager) => {
      const { profile } = decodePayload(envelope, UserRegisteredSchema);
      if (profile) await this.target().upsert(manager, profile);
    },
    [IdentityEventTypes.userUpdated]: async (envelope, manager) => {
      const { profile } = decodePayload(envelope, UserUpdatedSchema);
      if (profile) await this.target().upsert(manager, profile);
    },
    [IdentityEventTypes.userDeleted]: async (envelope, manager) => {
      await this.target().remove(manager, decodePayload(envelope, UserDeletedSchema).userId);
    },
  };

  private target(): UserEventSink {
    if (!this.sink) throw new Error('user projection is not attached');
    return this.sink;
  }
}
