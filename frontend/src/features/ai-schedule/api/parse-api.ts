import { ingestionApi, type ScreenshotImportView } from '@/lib/api-generated/ingestion';

export type ScreenshotImport = ScreenshotImportView;

export const parseApi = ingestionApi.enhanceEndpoints({
  endpoints: {
    /** The image goes as the request body with its own type (the gateway allows 5 MB on /api/parse). */
    analyseScreenshot: {
      query: ({ body, reader, lang }) => ({
        url: '/parse/screenshot',
        method: 'POST',
        body,
        params: { ...(reader ? { reader } : {}), ...(lang ? { lang } : {}) },
        headers: { 'Content-Type': body.type },
      }),
    },
    saveScreenshot: { invalidatesTags: ['Events'] },
    // Imports are event sources: they change when events do.
    getImports: { providesTags: ['Events'] },
    deleteImport: { invalidatesTags: ['Events'] },
  },
});

export const { useGetParseStatusQuery, useAnalyseScreenshotMutation, useSaveScreenshotMutation, useGetImportsQuery, useDeleteImportMutation } = parseApi;
