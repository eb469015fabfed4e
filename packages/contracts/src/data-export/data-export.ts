// A student's data export (docs/product/privacy.md): identity asks every service that holds a part
// of the student for it, on the service's internal endpoint, and puts the answers into one ZIP.
// Never routed by the gateway; identity sends its own internal credential (ADR 039).

/** The services asked for a part, besides identity itself. */
export const DATA_EXPORT_SERVICES = ['schedules', 'groups', 'presence', 'billing', 'ingestion'] as const;
export type DataExportService = (typeof DATA_EXPORT_SERVICES)[number];

export const internalDataExportPath = (userId: string): string => `/internal/users/${encodeURIComponent(userId)}/data-export`;

/** One file of a part: its name inside the service's folder of the archive, and its text. */
export interface DataExportFile {
  name: string;
  content: string;
}

/** A service's answer: every file it holds about the student. */
export interface DataExportPart {
  files: DataExportFile[];
}

const SAFE_NAME = /^[a-z0-9-]+\.(json|ics)$/;

/** The answer checked field by field; undefined when it is not a part (a name could never leave its folder). */
export function decodeDataExportPart(body: unknown): DataExportPart | undefined {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { files?: unknown }).files)) return undefined;
  const files: DataExportFile[] = [];
  for (const f of (body as { files: unknown[] }).files) {
    if (typeof f !== 'object' || f === null) return undefined;
    const { name, content } = f as Record<string, unknown>;
    if (typeof name !== 'string' || !SAFE_NAME.test(name) || typeof content !== 'string') return undefined;
    files.push({ name, content });
  }
  return { files };
}

/** A JSON file of a part, indented so a student can read it. */
export const jsonFile = (name: string, value: unknown): DataExportFile => ({ name, content: `${JSON.stringify(value, null, 2)}\n` });
