import type { QueryOptions } from '@/lib/api';
import {
  groupsApi,
  type ComparedMemberView,
  type ComparisonEntryView,
  type ComparisonView,
  type FreeSlotView,
  type HeatCellView,
} from '@/lib/api-generated/groups';

/** One timed (or all-day) entry of a member's week, in the viewer's time zone (ADR 007). */
export type ScheduleEntry = ComparisonEntryView;
export type ComparedMember = ComparedMemberView;
export type FreeSlot = FreeSlotView;
export type HeatCell = HeatCellView;
/** The answer of POST /api/study-groups/{id}/compare-schedules (ADR 007). */
export type Comparison = ComparisonView;

export interface ComparisonArgs {
  /** A group id, or 'personal-schedule' for the caller's own week. */
  groupId: string;
  /** Both or neither: neither is the current week in the viewer's zone. */
  week?: number;
  year?: number;
  /** The members toggled on; undefined means everyone. */
  members?: string[];
  minMinutes?: number;
  /** The whole hours free time is looked for in (ADR 032); the server's 8 and 20 when absent. */
  fromHour?: number;
  toHour?: number;
  /** List weekend free time too, after the weekdays. */
  weekends?: boolean;
}

export const PERSONAL_SCHEDULE = 'personal-schedule';

export const comparisonApi = groupsApi.enhanceEndpoints({
  endpoints: {
    // The group's own Events tag: a co-member's `schedule` live event refetches only the comparisons they are in.
    compareSchedules: { providesTags: (_result, _error, args) => ['Groups', 'Events', { type: 'Events', id: args.groupId }] },
  },
});

/** `members=` is sent (possibly empty) only when not everyone is toggled on. */
export const useCompareSchedulesQuery = ({ members, ...args }: ComparisonArgs, options?: QueryOptions) =>
  comparisonApi.useCompareSchedulesQuery({ ...args, members: members?.join(',') }, options);
