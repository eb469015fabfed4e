import { schedulesApi, type CalendarExportLinkView } from '@/lib/api-generated/schedules';

export type CalendarExportLink = CalendarExportLinkView;

/** The private calendar-export link (ADR 032): each change writes the new state into the cache. */
export const calendarExportApi = schedulesApi.enhanceEndpoints({
  endpoints: {
    createCalendarExport: {
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          calendarExportApi.util.updateQueryData('getCalendarExport', undefined, (state) => ({
            ...state,
            active: true,
            createdAt: data.createdAt,
            lastReadAt: null,
          })),
        );
      },
    },
    revokeCalendarExport: {
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          calendarExportApi.util.updateQueryData('getCalendarExport', undefined, (state) => ({
            active: false,
            weeksBack: state.weeksBack,
            weeksAhead: state.weeksAhead,
          })),
        );
      },
    },
  },
});

export const { useGetCalendarExportQuery, useCreateCalendarExportMutation, useRevokeCalendarExportMutation } = calendarExportApi;
