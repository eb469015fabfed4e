import { api } from '@/lib/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCampuses: build.query<GetCampusesApiResponse, GetCampusesApiArg>({
      query: () => ({ url: `/campuses` }),
    }),
    getPresence: build.query<GetPresenceApiResponse, GetPresenceApiArg>({
      query: (queryArg) => ({ url: `/presence/${encodeURIComponent(String(queryArg))}` }),
    }),
    updatePresence: build.mutation<UpdatePresenceApiResponse, UpdatePresenceApiArg>({
      query: (queryArg) => ({ url: `/presence/update`, method: 'POST', body: queryArg }),
    }),
    toggleSharing: build.mutation<ToggleSharingApiResponse, ToggleSharingApiArg>({
      query: (queryArg) => ({ url: `/presence/toggle-sharing`, method: 'POST', body: queryArg }),
    }),
    getGroupPresence: build.query<GetGroupPresenceApiResponse, GetGroupPresenceApiArg>({
      query: (queryArg) => ({ url: `/study-groups/${encodeURIComponent(String(queryArg))}/presence` }),
    }),
    getFreeTogether: build.query<GetFreeTogetherApiResponse, GetFreeTogetherApiArg>({
      query: (queryArg) => ({ url: `/study-groups/${encodeURIComponent(String(queryArg))}/presence/free-together` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as presenceApi };
export type GetCampusesApiResponse = /** status 200  */ CampusView[];
export type GetCampusesApiArg = void;
export type GetPresenceApiResponse = /** status 200  */ PresenceView;
export type GetPresenceApiArg = string;
export type UpdatePresenceApiResponse = /** status 200  */ PresenceView;
export type UpdatePresenceApiArg = UpdatePresenceDto;
export type ToggleSharingApiResponse = /** status 200  */ PresenceView;
export type ToggleSharingApiArg = ToggleSharingDto;
export type GetGroupPresenceApiResponse = /** status 200  */ {
  [key: string]: GroupMemberPresenceView;
};
export type GetGroupPresenceApiArg = string;
export type GetFreeTogetherApiResponse = /** status 200  */ FreeTogetherView[];
export type GetFreeTogetherApiArg = string;
export type CampusView = {
  id: string;
  name: string;
  university: string;
  /** decimal degrees */
  latitude: string;
  /** decimal degrees */
  longitude: string;
  /** metres */
  radius: string;
};
export type PresenceStatus = 'on_campus' | 'off_campus' | 'unknown';
export type PresenceCampusView = {
  id: string;
  name: string;
  university: string;
};
export type PresenceView = {
  userId: string;
  sharingEnabled: boolean;
  /** a state not refreshed for 3 hours reads 'unknown' */
  status: PresenceStatus;
  campus: PresenceCampusView | null;
  /** the last report ('last seen hh:mm') */
  lastUpdate: string | null;
  /** the student chose to keep sharing past today */
  keepSharing: boolean;
  /** end of the student’s local day; null while keeping sharing or when off */
  sharingEndsAt: string | null;
};
export type UpdatePresenceDto = {
  /** the campus the device lies in; null when off campus or unknown */
  campusId: string | null;
  status: PresenceStatus;
};
export type ToggleSharingDto = {
  enabled: boolean;
  /** keep sharing past the end of today */
  keepSharing?: boolean;
};
export type TimetableNowView = {
  /** 'in_class': busy now, whatever the kind */
  now: 'in_class' | 'free';
  /** only while 'in_class', which is any busy time: a class; a study session of this group; or busy time with nothing more (an own event, another group's session) */
  kind?: 'class' | 'session' | 'busy';
  /** only while 'in_class': the class's or session's title; an own event's only when its owner shows it to their groups, otherwise empty */
  title?: string;
  /** 'HH:MM' on the viewer's clock: end of the busy time, or start of the next one; '24:00' = the rest of the day */
  until: string;
};
export type GroupMemberPresenceView = {
  userId: string;
  sharingEnabled: boolean;
  /** a state not refreshed for 3 hours reads 'unknown' */
  status: PresenceStatus;
  campus: PresenceCampusView | null;
  /** the last report ('last seen hh:mm') */
  lastUpdate: string | null;
  /** the student chose to keep sharing past today */
  keepSharing: boolean;
  /** end of the student’s local day; null while keeping sharing or when off */
  sharingEndsAt: string | null;
  timetable: TimetableNowView | null;
};
export type MeetNowView = {
  /** the viewer's local day */
  day: string;
  /** the next whole minute when answered; the page moves it on to its own next minute */
  start: string;
  /** when the shared free time ends, at most 12 hours after start */
  end: string;
};
export type FreeTogetherView = {
  campus: PresenceCampusView;
  /** two or more members, by user id */
  memberIds: string[];
  /** 'HH:MM' on the viewer's clock: the earliest of their free times' ends; '24:00' = the rest of the day */
  until: string;
  meetNow: MeetNowView;
};
