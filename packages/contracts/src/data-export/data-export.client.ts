import { decodeDataExportPart, internalDataExportPath, type DataExportPart } from './data-export';

export interface DataExportEndpoint {
  baseUrl: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export type DataExportPartResult = { ok: true; part: DataExportPart } | { ok: false; status?: number; error?: unknown };

/** Identity's read of one service's part of a student's export. A failure is a value: the assembler asks again until its bound. */
export async function readDataExportPart(endpoint: DataExportEndpoint, userId: string): Promise<DataExportPartResult> {
  let res: Response;
  try {
    res = await fetch(`${endpoint.baseUrl}${internalDataExportPath(userId)}`, {
      headers: { ...endpoint.headers, accept: 'application/json' },
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    return { ok: false, error };
  }
  const part = res.ok ? decodeDataExportPart(await res.json().catch(() => undefined)) : undefined;
  return part ? { ok: true, part } : { ok: false, status: res.status };
}
