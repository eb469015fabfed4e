import { databaseUrlFor } from '@overlap/platform';
import { eventually, type ApiClient } from '@overlap/test-support';
import { unzipSync, strFromU8 } from 'fflate';
import { Client } from 'pg';

export interface ExportView {
  id: string;
  status: 'running' | 'ready' | 'failed' | 'expired';
  partsAnswered: number;
  partsTotal: number;
  missingServices: string[];
  downloadUrl: string | null;
}

/** Waits for the student's newest export to reach one of `statuses`. */
export async function exportReaches(client: ApiClient, id: string, statuses: ExportView['status'][], timeoutMs = 60_000): Promise<ExportView> {
  let found: ExportView | undefined;
  await eventually(async () => {
    const res = await client.get<ExportView[]>('/api/users/me/data-exports');
    found = res.body.find((e) => e.id === id);
    expect(statuses).toContain(found?.status);
  }, timeoutMs);
  return found!;
}

/** The archive's files decoded as UTF-8 text, by path (a picture's bytes do not survive that: tests only check it is there). */
export async function downloadArchive(client: ApiClient, exportId: string): Promise<Map<string, string>> {
  const res = await fetch(`${client.baseUrl}/api/users/me/data-exports/${exportId}/archive`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-forwarded-for': client.ip },
  });
  if (res.status !== 200) throw new Error(`download: ${res.status} ${await res.text()}`);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return new Map(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

export function identityDb<T>(fn: (db: Client) => Promise<T>): Promise<T> {
  return serviceDb('identity', fn);
}

/** A connection to one service's own database for the length of `fn`. */
export async function serviceDb<T>(service: Parameters<typeof databaseUrlFor>[0], fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: databaseUrlFor(service) });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}
