import { signUpUser } from '@overlap/test-support';
import { appServices, startService, stopService, waitReady } from '../../../scripts/lib/app-services';
import { downloadArchive, exportReaches, type ExportView } from './support/data-export-flow';

jest.setTimeout(240_000);

const presence = appServices().find((s) => s.name === 'presence')!;

/**
 * A service that does not answer fails the export once the bound has passed (30 s on the local
 * stack), naming it; a retry once it is back completes the export. Runs alone (the "outage"
 * project, after the others): it stops the presence process.
 */
describe('a data export while a service is down', () => {
  afterAll(async () => {
    if (!(await fetch(`http://127.0.0.1:${presence.port}/health/ready`).catch(() => undefined))?.ok) {
      startService(presence);
      await waitReady(presence);
    }
  });

  it('fails clearly, naming the service, and completes on retry', async () => {
    const student = await signUpUser();
    await stopService('presence');
    let made: ExportView;
    try {
      made = (await student.client.post<ExportView>('/api/users/me/data-exports')).body;
      expect(made.status).toBe('running');
      const failed = await exportReaches(student.client, made.id, ['failed', 'ready'], 90_000);
      expect(failed).toMatchObject({ status: 'failed', missingServices: ['presence'], downloadUrl: null });
      // The others' parts were kept: only presence is missing from the count.
      expect(failed.partsAnswered).toBe(failed.partsTotal - 2);
      // Retrying while it is still down: the export runs again and the page shows it.
      expect((await student.client.post(`/api/users/me/data-exports/${made.id}/retry`)).status).toBe(200);
      expect((await student.client.post(`/api/users/me/data-exports/${made.id}/retry`)).status).toBe(409);
    } finally {
      startService(presence);
      await waitReady(presence);
    }
    await exportReaches(student.client, made.id, ['ready'], 90_000);
    const files = await downloadArchive(student.client, made.id);
    expect(JSON.parse(files.get('presence/presence.json')!)).toMatchObject({ sharing: false });
    // Only one export was used of the day's three: the retry is the same export.
    expect((await student.client.get<ExportView[]>('/api/users/me/data-exports')).body).toHaveLength(1);
  });
});
