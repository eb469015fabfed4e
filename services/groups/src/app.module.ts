import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, Mailer, PlatformModule, DataExportPartController, dataExportPartFrom } from '@overlap/platform';
import { ConsumerGroups } from '@overlap/proto';
import { CompareController } from './comparison/compare.controller';
import { ComparisonService } from './comparison/comparison.service';
import { MemberEntries } from './comparison/member-entries.service';
import { ScheduleChanges } from './comparison/schedule-changes.event-handler';
import { SchedulesClient } from './comparison/schedules.client';
import { groupsConfig } from './config';
import { EntitlementProjection } from './entitlements/entitlement-projection.event-handler';
import { Entitlements, INVITATIONS_REQUIRE_PREMIUM } from './entitlements/entitlements.service';
import { GroupMemberEntity } from './groups/group-member.entity';
import { GroupReader } from './groups/group-reader.repository';
import { GroupsController } from './groups/groups.controller';
import { GroupsService } from './groups/groups.service';
import { InvitationEvents } from './groups/invitation.events';
import { Membership, MEMBERSHIP_LISTENERS } from './groups/membership.service';
import { MembershipEvents } from './groups/membership.events';
import { StudyGroupEntity } from './groups/study-group.entity';
import { GroupInvitationsController } from './invitations/group-invitations.controller';
import { InvitationEntity } from './groups/invitation.entity';
import { InvitationsController } from './invitations/invitations.controller';
import { InvitationMailer } from './invitations/invitation-mailer.service';
import { InvitationsService } from './invitations/invitations.service';
import { GroupJoinLinksController } from './join-links/group-join-links.controller';
import { JoinLinkEntity } from './join-links/join-link.entity';
import { JoinLinksController } from './join-links/join-links.controller';
import { JoinLinksService } from './join-links/join-links.service';
import { GroupsSchema1763800000000 } from './migrations/1763800000000-groups-schema';
import { UserEntitlements1764060000000 } from './migrations/1764060000000-user-entitlements';
import { GroupJoinLinks1795590000000 } from './migrations/1795590000000-group-join-links';
import { DistinctMemberColours1796000000000 } from './migrations/1796000000000-distinct-member-colours';
import { DeletedUserDigests1796100000000 } from './migrations/1796100000000-deleted-user-digests';
import { StudySessions1796200000000 } from './migrations/1796200000000-study-sessions';
import { SessionReminders1796300000000 } from './migrations/1796300000000-session-reminders';
import { SessionReminders } from './sessions/session-reminders.job';
import { SessionRemindersRepository } from './sessions/session-reminders.repository';
import { SentMails1797100000000 } from './migrations/1797100000000-sent-mails';
import { SentMailsRefuseDeleted1797200000000 } from './migrations/1797200000000-sent-mails-refuse-deleted';
import { SessionClashNotices1797300000000 } from './migrations/1797300000000-session-clash-notices';
import { SessionClashChecks } from './sessions/session-clashes.event-handler';
import { SessionClashesRepository } from './sessions/session-clashes.repository';
import { SessionClashes } from './sessions/session-clashes.service';
import { SessionMembership } from './sessions/session-membership.service';
import { StudySessionAnswerEntity, StudySessionEntity } from './sessions/study-session.entity';
import { StudySessionEvents } from './sessions/study-session.events';
import { StudySessionMailer } from './sessions/study-session-mailer.service';
import { StudySessionsController } from './sessions/study-sessions.controller';
import { StudySessionsRepository } from './sessions/study-sessions.repository';
import { StudySessionsService } from './sessions/study-sessions.service';
import { UserProfileEntity } from './profiles/user-profile.entity';
import { UserProjection } from './users/user-projection.event-handler';
import { DataExportRepository } from './data-export/data-export.repository';
import { DataExportService } from './data-export/data-export.service';

@Module({
  imports: [
    PlatformModule.forRoot({ service: 'groups' }),
    DatabaseModule.forRoot({
      service: 'groups',
      entities: [UserProfileEntity, StudyGroupEntity, GroupMemberEntity, InvitationEntity, JoinLinkEntity, StudySessionEntity, StudySessionAnswerEntity],
      migrations: [
        GroupsSchema1763800000000,
        UserEntitlements1764060000000,
        GroupJoinLinks1795590000000,
        DistinctMemberColours1796000000000,
        DeletedUserDigests1796100000000,
        StudySessions1796200000000,
        SessionReminders1796300000000,
        SentMails1797100000000,
        SentMailsRefuseDeleted1797200000000,
        SessionClashNotices1797300000000,
      ],
    }),
    EventsModule.forRoot({ service: 'groups', store: 'postgres', consumerGroup: ConsumerGroups.groups }),
  ],
  controllers: [
    GroupsController,
    GroupInvitationsController,
    InvitationsController,
    GroupJoinLinksController,
    JoinLinksController,
    CompareController,
    DataExportPartController,
    StudySessionsController,
  ],
  providers: [
    DataExportService,
    dataExportPartFrom(DataExportService),
    DataExportRepository,
    UserProjection,
    EntitlementProjection,
    MembershipEvents,
    InvitationEvents,
    Membership,
    GroupReader,
    GroupsService,
    InvitationsService,
    InvitationMailer,
    Mailer,
    JoinLinksService,
    { provide: INVITATIONS_REQUIRE_PREMIUM, useValue: groupsConfig.invitationsRequirePremium },
    Entitlements,
    SchedulesClient,
    MemberEntries,
    ScheduleChanges,
    ComparisonService,
    StudySessionsRepository,
    StudySessionEvents,
    StudySessionMailer,
    SessionMembership,
    { provide: MEMBERSHIP_LISTENERS, useFactory: (sessions: SessionMembership) => [sessions], inject: [SessionMembership] },
    StudySessionsService,
    SessionRemindersRepository,
    SessionReminders,
    SessionClashesRepository,
    SessionClashes,
    SessionClashChecks,
  ],
})
export class AppModule {}
