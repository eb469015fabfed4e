import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, InternalServiceGuard, Mailer, PlatformModule } from '@overlap/platform';
import { AccountController } from './account/account.controller';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { PasswordController } from './auth/password.controller';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { SessionEvents } from './sessions/session.events';
import { SessionsService } from './sessions/sessions.service';
import { AttemptThrottle } from './sign-in-protection/attempt-throttle.service';
import { AvatarsService } from './avatars/avatars.service';
import { UploadEntity } from './avatars/upload.entity';
import { UploadsController } from './avatars/uploads.controller';
import { JwksController } from './keys/jwks.controller';
import { loadSigningKey } from './keys/signing-key';
import { SIGNING_KEY } from './keys/signing-key.token';
import { IdentitySchema1763770000000 } from './migrations/1763770000000-identity-schema';
import { AuthAttempts1764100000000 } from './migrations/1764100000000-auth-attempts';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetEntity } from './password-reset/password-reset.entity';
import { PasswordResetService } from './password-reset/password-reset.service';
import { UserSearchController } from './search/user-search.controller';
import { SettingsController } from './settings/settings.controller';
import { ProfileController } from './users/profile.controller';
import { ProfileService } from './users/profile.service';
import { UserByIdController } from './users/user-by-id.controller';
import { UserContactController } from './users/user-contact.controller';
import { UserEvents } from './users/user.events';
import { UserSettingsEntity } from './users/user-settings.entity';
import { UserEntity } from './users/user.entity';

const signingKey = loadSigningKey();

@Module({
  imports: [
    // Identity verifies its own tokens with its own key: no JWKS round trip to itself.
    PlatformModule.forRoot({ service: 'identity', keyResolver: () => async () => signingKey.publicPem }),
    DatabaseModule.forRoot({
      service: 'identity',
      entities: [UserEntity, UserSettingsEntity, RefreshTokenEntity, PasswordResetEntity, UploadEntity],
      migrations: [IdentitySchema1763770000000, AuthAttempts1764100000000],
    }),
    EventsModule.forRoot({ service: 'identity', store: 'postgres' }),
  ],
  controllers: [
    JwksController,
    AuthController,
    PasswordResetController,
    PasswordController,
    ProfileController,
    SettingsController,
    UserSearchController,
    AccountController,
    UploadsController,
    UserContactController,
    // Last: its /api/users/:userId must not shadow the fixed paths above.
    UserByIdController,
  ],
  providers: [
    { provide: SIGNING_KEY, useValue: signingKey },
    SessionsService,
    SessionEvents,
    AttemptThrottle,
    AuthService,
    ProfileService,
    PasswordResetService,
    AvatarsService,
    Mailer,
    UserEvents,
    InternalServiceGuard,
  ],
})
export class AppModule {}
