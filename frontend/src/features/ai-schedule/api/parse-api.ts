import { api } from '@/lib/api';
import type { ClassType, Weekday } from '../utils/review-rows';

/** One weekly class as the vision model read it (ingestion's strict schema, ADR 011). */
export interface ExtractedClass {
  weekday: Weekday;
  start: string;
  end: string;
  title: string;
  location: string;
  type: ClassType;
}

export interface ScreenshotImport {
  id: string;
  name: string;
  classCount: number;
  eventCount: number;
  validFrom: string;
  validUntil: string;
  createdAt: string;
}

export interface SaveRequest {
  events: ExtractedClass[];
  name?: string;
  startDate?: string;
  endDate?: string;
}

export const parseApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the server has a vision model configured; the screen says so up front when not. */
    getParseStatus: build.query<{ configured: boolean }, void>({
      query: () => '/parse/status',
    }),
    /** The image goes as the request body with its own type (the gateway allows 5 MB on /api/parse). */
    analyseScreenshot: build.mutation<{ events: ExtractedClass[]; message: string }, File>({
      query: (file) => ({ url: '/parse/screenshot', method: 'POST', body: file, headers: { 'Content-Type': file.type } }),
    }),
    saveScreenshot: build.mutation<ScreenshotImport & { message: string }, SaveRequest>({
      query: (body) => ({ url: '/parse/screenshot/save', method: 'POST', body }),
      invalidatesTags: ['Events'],
    }),
    getImports: build.query<{ imports: ScreenshotImport[] }, void>({
      query: () => '/parse/imports',
      // Imports are event sources: they change when events do.
      providesTags: ['Events'],
    }),
    deleteImport: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `/parse/imports/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Events'],
    }),
  }),
});

export const { useGetParseStatusQuery, useAnalyseScreenshotMutation, useSaveScreenshotMutation, useGetImportsQuery, useDeleteImportMutation } = parseApi;
