import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, InternalServiceGuard, Mailer, PlatformModule } from '@overlap/platform';
import { AccountController } from './account/account.controller';
import { AccountService } from './account/account.service';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { PasswordController } from './auth/password.controller';
import { PasswordService } from './auth/password.service';
import { AvatarsService } from './avatars/avatars.service';
import { UploadEntity } from './avatars/upload.entity';
import { UploadsController } from './avatars/uploads.controller';
import { UploadsRepository } from './avatars/uploads.repository';
import { DataExportAssemblerJob } from './data-export/data-export-assembler.job';
import { DataExportPartsClient } from './data-export/data-export-parts.client';
import { DataExportController } from './data-export/data-export.controller';
import { DataExportService } from './data-export/data-export.service';
import { DataExportsRepository } from './data-export/data-exports.repository';
import { IdentityPartRepository } from './data-export/identity-part.repository';
import { IdentityPartService } from './data-export/identity-part.service';
import { JwksController } from './keys/jwks.controller';
import { loadSigningKey, SigningKeyModule } from './keys/signing-key.module';
import { IdentitySchema1763770000000 } from './migrations/1763770000000-identity-schema';
import { AuthAttempts1764100000000 } from './migrations/1764100000000-auth-attempts';
import { DataExports1797000000000 } from './migrations/1797000000000-data-exports';
import { SentMails1797100000000 } from './migrations/1797100000000-sent-mails';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetEntity } from './password-reset/password-reset.entity';
import { PasswordResetService } from './password-reset/password-reset.service';
import { PasswordResetsRepository } from './password-reset/password-resets.repository';
import { UserSearchController } from './search/user-search.controller';
import { UserSearchRepository } from './search/user-search.repository';
import { UserSearchService } from './search/user-search.service';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { RefreshTokensRepository } from './sessions/refresh-tokens.repository';
import { SessionEvents } from './sessions/session.events';
import { SessionsService } from './sessions/sessions.service';
import { SettingsController } from './settings/settings.controller';
import { SettingsService } from './settings/settings.service';
import { AttemptThrottle } from './sign-in-protection/attempt-throttle.service';
import { AuthAttemptsSweepJob } from './sign-in-protection/auth-attempts-sweep.job';
import { AuthAttemptsRepository } from './sign-in-protection/auth-attempts.repository';
import { ProfileController } from './users/profile.controller';
import { ProfileService } from './users/profile.service';
import { UserByIdController } from './users/user-by-id.controller';
import { UserContactController } from './users/user-contact.controller';
import { UserContactService } from './users/user-contact.service';
import { UserSettingsEntity } from './users/user-settings.entity';
import { UserSettingsRepository } from './users/user-settings.repository';
import { UserEntity } from './users/user.entity';
import { UserEvents } from './users/user.events';
import { UsersRepository } from './users/users.repository';

const signingKey = loadSigningKey();

@Module({
  imports: [
    // Identity verifies its own tokens with its own key: no JWKS round trip to itself.
    PlatformModule.forRoot({ service: 'identity', keyResolver: () => async () => signingKey.publicPem }),
    SigningKeyModule.of(signingKey),
    DatabaseModule.forRoot({
      service: 'identity',
      entities: [UserEntity, UserSettingsEntity, RefreshTokenEntity, PasswordResetEntity, UploadEntity],
      migrations: [IdentitySchema1763770000000, AuthAttempts1764100000000, DataExports1797000000000, SentMails1797100000000],
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
    DataExportController,
    // Last: its /api/users/:userId must not shadow the fixed paths above.
    UserByIdController,
  ],
  providers: [
    // Use cases, called by the controllers.
    AuthService,
    PasswordService,
    PasswordResetService,
    SessionsService,
    AttemptThrottle,
    ProfileService,
    SettingsService,
    UserSearchService,
    AccountService,
    AvatarsService,
    UserContactService,
    DataExportService,
    IdentityPartService,
    // Persistence.
    UsersRepository,
    UserSettingsRepository,
    UserSearchRepository,
    RefreshTokensRepository,
    PasswordResetsRepository,
    AuthAttemptsRepository,
    UploadsRepository,
    DataExportsRepository,
    IdentityPartRepository,
    // Outgoing events, mail and periodic work.
    UserEvents,
    SessionEvents,
    Mailer,
    AuthAttemptsSweepJob,
    DataExportAssemblerJob,
    DataExportPartsClient,
    InternalServiceGuard,
  ],
})
export class AppModule {}
