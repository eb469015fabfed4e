import { Injectable } from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { OutboxWriter } from '@overlap/platform';
import { IdentityEventTypes, Topics, UserDeletedSchema, UserProfileSchema, UserRegisteredSchema, UserUpdatedSchema } from '@overlap/proto';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from './user.entity';
import { displayName } from './user.views';

/** Publishes identity's events through the outbox, inside the caller's transaction. */
@Injectable()
export class UserEvents {
  constructor(private readonly outbox: OutboxWriter) {}

  registered(manager: EntityManager, user: UserEntity, timezone: string) {
    return this.outbox.write(manager, {
      topic: Topics.identityUsers,
      key: user.id,
      eventType: IdentityEventTypes.userRegistered,
      schema: UserRegisteredSchema,
      payload: create(UserRegisteredSchema, { profile: profile(user, timezone) }),
    });
  }

  updated(manager: EntityManager, user: UserEntity, timezone: string) {
    return this.outbox.write(manager, {
      topic: Topics.identityUsers,
      key: user.id,
      eventType: IdentityEventTypes.userUpdated,
      schema: UserUpdatedSchema,
      payload: create(UserUpdatedSchema, { profile: profile(user, timezone) }),
    });
  }

  deleted(manager: EntityManager, userId: string) {
    return this.outbox.write(manager, {
      topic: Topics.identityUsers,
      key: userId,
      eventType: IdentityEventTypes.userDeleted,
      schema: UserDeletedSchema,
      payload: create(UserDeletedSchema, { userId, deletedAt: timestampFromDate(new Date()) }),
    });
  }
}

function profile(user: UserEntity, timezone: string) {
  return create(UserProfileSchema, {
    userId: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayName(user),
    timezone,
    colorTheme: user.colorTheme,
    createdAt: timestampFromDate(user.createdAt),
    version: BigInt(user.version),
  });
}
