import { identityApi, type DataExportView } from '@/lib/api-generated/identity';

export type DataExport = DataExportView;

/** The student's data exports (ADR 048): asking and retrying refresh the list the card follows. */
export const dataExportApi = identityApi.enhanceEndpoints({
  endpoints: {
    listDataExports: { providesTags: ['DataExports'] },
    requestDataExport: { invalidatesTags: ['DataExports'] },
    retryDataExport: { invalidatesTags: ['DataExports'] },
  },
});

export const { useListDataExportsQuery, useRequestDataExportMutation, useRetryDataExportMutation } = dataExportApi;
