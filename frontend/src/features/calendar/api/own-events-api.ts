import { schedulesApi } from '@/lib/api-generated/schedules';

/** The student's own events (docs/product/calendar.md): every change re-reads the week, the month and the list. */
const ownEventsApi = schedulesApi.enhanceEndpoints({
  endpoints: {
    getOwnEvents: { providesTags: ['Events'] },
    createOwnEvent: { invalidatesTags: ['Events'] },
    updateOwnEvent: { invalidatesTags: ['Events'] },
    deleteOwnEvent: { invalidatesTags: ['Events'] },
  },
});

export const { useCreateOwnEventMutation, useUpdateOwnEventMutation, useDeleteOwnEventMutation } = ownEventsApi;
/** The list is read when an event is opened for editing, not with every week. */
export const useLazyGetOwnEventsQuery = ownEventsApi.endpoints.getOwnEvents.useLazyQuery;
